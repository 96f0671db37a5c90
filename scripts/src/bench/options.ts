/** What one `npm run bench` measures: `npm run bench -- --sizes 10k,100k --seconds 5 --skip cases`. */
export interface BenchOptions {
  /** Request counts to grow the data to, ascending (the letters of protest follow, 3 for 10). */
  sizes: number[];
  /** How long each read is loaded, per client count and per path (api or `pg`). */
  seconds: number;
  /** Phases left out: `reads`, `reports`, `cases` (filings, commands, the bare workflow), `timers`. */
  skip: Set<Phase>;
}

export const PHASES = ['reads', 'reports', 'cases', 'timers'] as const;
export type Phase = (typeof PHASES)[number];
export const DEFAULT_SIZES = [10_000, 100_000, 1_000_000];

/** `10k`, `100k`, `1m`, `1M` or a plain number of requests. */
export function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`--sizes: "${text}" is not a size (10k, 100k, 1m)`);
  const factor = { '': 1, k: 1_000, m: 1_000_000 }[match[2]!.toLowerCase() as '' | 'k' | 'm'];
  const size = Math.round(Number(match[1]) * factor);
  if (size < 1_000) throw new Error(`--sizes: ${text} is below 1k requests`);
  return size;
}

/** A size as the tables print it: 10k, 100k, 1M. */
export function sizeLabel(size: number): string {
  if (size >= 1_000_000 && size % 100_000 === 0) return `${size / 1_000_000}M`;
  if (size >= 1_000 && size % 100 === 0) return `${size / 1_000}k`;
  return String(size);
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { sizes: DEFAULT_SIZES, seconds: 3, skip: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (value === undefined && flag !== undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--sizes')
      options.sizes = [...new Set(value!.split(',').map(parseSize))].sort((a, b) => a - b);
    else if (flag === '--seconds') {
      options.seconds = Number(value);
      if (!(options.seconds > 0)) throw new Error(`--seconds: "${value}" is not a positive number`);
    } else if (flag === '--skip')
      for (const phase of value!.split(',')) {
        if (!(PHASES as readonly string[]).includes(phase))
          throw new Error(`--skip: "${phase}" is none of ${PHASES.join(', ')}`);
        options.skip.add(phase as Phase);
      }
    else throw new Error(`unknown option ${flag} (known: --sizes, --seconds, --skip)`);
    i++;
  }
  return options;
}
