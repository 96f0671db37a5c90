import type { ReadFigures } from './measure-reads';
import type { ReportFigures } from './measure-reports';
import { sizeLabel } from './options';
import { judge, printGrid } from './report';
import { GROWTH_FROM, growth, ONE_MILLION, TARGETS } from './targets';

/** What one size measured, with the load average the machine had while it did. */
export interface SizeFigures {
  size: number;
  seedSeconds: number;
  load: number[];
  reads: ReadFigures[];
  reports: ReportFigures[];
}

const ms = (n: number) => (Number.isNaN(n) ? 'n/a' : n.toFixed(1));
const mark = (verdict: string) => (verdict ? ` ${verdict}` : '');

/** Each read at each size: alone, eight clients, the same through `pg`, and their targets. */
export function printReads(sizes: readonly SizeFigures[]): void {
  const rows = sizes.flatMap(({ size, reads, load }) =>
    reads.map((r) => {
      const p95Target =
        size >= ONE_MILLION ? judge(r.alone.p95, { op: '<=', value: TARGETS.readP95MsAt1M }) : '';
      return [
        r.name,
        `${sizeLabel(size)} (load ${load[0]?.toFixed(1)})`,
        `${ms(r.alone.p50)} / ${ms(r.alone.p95)}${mark(p95Target)}`,
        `${r.eight.perSecond}/s`,
        `${ms(r.pgAlone.p50)} / ${ms(r.pgAlone.p95)}`,
        `${r.pgEight.perSecond}/s`,
        `${r.ratio}${mark(judge(r.ratio, { op: '>=', value: TARGETS.apiOverPgMin }))}`,
        `${r.statements} stmts, ${r.rows} rows${r.alone.errors + r.eight.errors ? `, ${r.alone.errors + r.eight.errors} errors` : ''}`,
      ];
    }),
  );
  console.log(
    `\nReads: one client p50 / p95 (ms; target p95 ≤ ${TARGETS.readP95MsAt1M} ms at 1M), ` +
      `8 clients (samples/s), the same SQL through pg, api ÷ pg at 8 clients (target ≥ ${TARGETS.apiOverPgMin})`,
  );
  printGrid(
    ['read', 'size', 'api p50 / p95', 'api 8 clients', 'pg p50 / p95', 'pg 8 clients', 'api ÷ pg', ''],
    rows,
  );
}

/** Each read's p95 (one client) from one size to the next; §7's target is from 100k to 1M. */
export function printGrowth(sizes: readonly SizeFigures[]): void {
  const rows: string[][] = [];
  for (let i = 1; i < sizes.length; i++) {
    const [before, after] = [sizes[i - 1]!, sizes[i]!];
    const judged = before.size === GROWTH_FROM && after.size === ONE_MILLION;
    const pair = `${sizeLabel(before.size)}→${sizeLabel(after.size)}`;
    for (const read of after.reads) {
      const earlier = before.reads.find((r) => r.name === read.name);
      const factor = growth(earlier?.alone.p95, read.alone.p95);
      const verdict = judged ? judge(factor, { op: '<=', value: TARGETS.growthMax }) : '';
      rows.push([
        read.name,
        pair,
        `${ms(earlier?.alone.p95 ?? NaN)} → ${ms(read.alone.p95)} ms`,
        `${factor ?? 'n/a'}×${mark(verdict)}`,
      ]);
    }
    for (const report of after.reports) {
      const earlier = before.reports.find((r) => r.type === report.type);
      const factor = growth(earlier?.ms, report.ms);
      rows.push([
        `report ${report.type}`,
        pair,
        `${earlier?.ms ?? 'n/a'} → ${report.ms} ms`,
        `${factor ?? 'n/a'}×`,
      ]);
    }
  }
  if (rows.length === 0) return;
  console.log(`\nGrowth of each read's p95, one client (target ≤ ${TARGETS.growthMax}× from 100k to 1M)`);
  printGrid(['read', 'sizes', 'p95', 'growth'], rows);
}

/** Each report's time and the jobs worker's peak memory, beside its SQL alone through `pg`. */
export function printReports(sizes: readonly SizeFigures[]): void {
  const rows = sizes.flatMap(({ size, reports }) =>
    reports.map((r) => {
      const judged = size >= ONE_MILLION && r.type === 'OPEN_PROCESSES';
      const rss = judged ? judge(r.peakRssMb, { op: '<=', value: TARGETS.jobsRssMbAt1M }) : '';
      return [
        r.type,
        sizeLabel(size),
        `${r.ms} ms`,
        `${r.pgMs} ms`,
        `${r.peakRssMb} MB${mark(rss)}`,
        `${r.rows} rows`,
      ];
    }),
  );
  if (rows.length === 0) return;
  console.log(
    `\nReports: requested through the api until DONE, the SQL alone through pg, the jobs worker's peak RSS ` +
      `(target ≤ ${TARGETS.jobsRssMbAt1M} MB on OPEN_PROCESSES at 1M)`,
  );
  printGrid(['report', 'size', 'api → DONE', 'pg', 'jobs worker peak', ''], rows);
}
