import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type Cell = string | number | boolean | null | undefined;

/** One CSV field as COPY reads it: an unquoted empty field is NULL, anything else is quoted. */
function field(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `"${value.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: readonly Cell[]) => `${cells.map(field).join(',')}\n`;

/** A timestamp for COPY, from epoch milliseconds. */
export const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Streams `lines` into `table` with COPY FROM STDIN: one statement for any number of rows,
 * without a round trip or a parameter list per row (the bench seeds a million requests this way).
 */
export async function copyInto(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  lines: Iterable<string>,
): Promise<void> {
  const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN (FORMAT csv)`));
  await pipeline(Readable.from(batched(lines)), sink);
}

/** Lines joined into chunks of about 64 KB, so the stream is not a million tiny writes. */
function* batched(lines: Iterable<string>): Generator<string> {
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length > 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
