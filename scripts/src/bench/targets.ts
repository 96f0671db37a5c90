/**
 * The targets of ARCHITECTURE §7, printed beside each figure (never asserted: the figures vary
 * with the machine, the targets say how close the product comes to its engine's floor).
 */
export const TARGETS = {
  /** Each read's p95, one client alone, from 100k to 1M requests. */
  growthMax: 1.3,
  /** Lists, search, detail and the dashboard, one client alone, at 1M requests. */
  readP95MsAt1M: 50,
  /** Api throughput over the same SQL's straight through `pg`, eight clients each. */
  apiOverPgMin: 0.8,
  /** The jobs worker's peak while it generates the open-processes report at 1M requests. */
  jobsRssMbAt1M: 300,
  /** Filings, and commands 8 at once, over the bare workflow's on the same Temporal server. */
  overBareMin: 0.7,
  /** The Temporal worker with 10 000 open cases asleep on their timers. */
  workerRssMb: 512,
} as const;

export const ONE_MILLION = 1_000_000;
export const GROWTH_FROM = 100_000;

/** `later ÷ earlier`, to two decimals; null when either is missing or zero. */
export function growth(earlier: number | undefined, later: number | undefined): number | null {
  if (!earlier || later === undefined) return null;
  return Math.round((later / earlier) * 100) / 100;
}
