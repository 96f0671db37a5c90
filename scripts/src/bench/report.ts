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

/** 'met', 'MISSED', or '' where there is no target or no figure. */
export function judge(value: number | null | undefined, target: Figure['target']): '' | 'met' | 'MISSED' {
  if (!target || value === null || value === undefined || Number.isNaN(value)) return '';
  return (target.op === '<=' ? value <= target.value : value >= target.value) ? 'met' : 'MISSED';
}

export const verdict = (f: Figure) => judge(f.value, f.target);

export function printTable(figures: Figure[]): void {
  if (figures.length === 0) return;
  const rows = figures.map((f) => [
    f.name,
    f.value === null ? 'n/a' : `${f.value} ${f.unit}`,
    f.target ? `${f.target.op} ${f.target.value} ${f.unit}` : '',
    verdict(f),
    f.note ?? '',
  ]);
  printGrid(['figure', 'measured', 'target (ARCHITECTURE §7)', '', 'note'], rows);
}

/** Prints rows of cells as aligned columns under a header. */
export function printGrid(header: readonly string[], rows: readonly string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (c ?? '').padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line([...r]));
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
