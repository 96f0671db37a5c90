import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One line of the table: what was measured, the figure, the target of ARCHITECTURE §7. */
export interface Figure {
  name: string;
  value: number | null;
  unit: string;
  /** The target as §7 states it; absent for context figures (p50, p99, rows...). */
  target?: { op: '<=' | '>='; value: number };
  note?: string;
}

export const verdict = (f: Figure) =>
  !f.target || f.value === null
    ? ''
    : (f.target.op === '<=' ? f.value <= f.target.value : f.value >= f.target.value)
      ? 'met'
      : 'MISSED';

export function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => [
    f.name,
    f.value === null ? 'n/a' : `${f.value} ${f.unit}`,
    f.target ? `${f.target.op} ${f.target.value} ${f.unit}` : '',
    verdict(f),
    f.note ?? '',
  ]);
  const header = ['figure', 'measured', 'target (ARCHITECTURE §7)', '', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
}

/** The figures with the machine they were measured on, for docs/QUALITY.md to quote. */
export function writeJson(file: string, figures: Figure[], extra: Record<string, unknown>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
  };
  const body = {
    measuredAt: new Date().toISOString(),
    machine,
    figures: figures.map((f) => ({ ...f, verdict: verdict(f) || undefined })),
    ...extra,
  };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
}
