import { createHash } from 'node:crypto';

/**
 * The bench's synthetic claims, one per index `g`, the same on every run: what a container line
 * sees over years. Pure (no database), so the distributions can be checked by a unit test and a
 * size can grow from 10k to 1M by seeding only the indexes it lacks.
 */

export interface SeedRefs {
  /** The big customer, whose portal list is measured: 5 000 of the first 10 000 requests. */
  bigClient: { id: string; office: string };
  /** The long tail of customers, each in one office. */
  clients: readonly { id: string; office: string }[];
  createdBy: string;
  /** Who closes cases in the log (CLAIMS or MASTER: the CLAIMS_CLOSED report reads them). */
  staff: string;
  ports: readonly string[];
  vessels: readonly string[];
  /** The instant the seeding is measured from: dates are this far in the past. */
  now: number;
}

export const BIG_CUSTOMER_CASES = 5_000;
const DAY = 86_400_000;
/** Closed cases span ten years of claims; open ones are recent (a claim is time-barred after one year). */
const HISTORY_DAYS = 3_650;
const OPEN_DAYS = 400;

/** A share of cases per status, cumulative: most closed or paid, the open ones across analysis. */
const STATUS_MIX: readonly [number, string][] = [
  [0.45, 'PROCESS_CLOSED'],
  [0.55, 'PAYMENT_MADE'],
  [0.6, 'CLOSED_BY_EXPIRY'],
  [0.65, 'IMPROCEDENT'],
  [0.71, 'UNDER_ANALYSIS_CLI_SAO'],
  [0.76, 'UNDER_ANALYSIS_CLI_SSZ'],
  [0.8, 'UNDER_ANALYSIS_BUE'],
  [0.85, 'AWAITING_DOCS_CLIENT'],
  [0.89, 'AWAITING_PROPOSAL_RESPONSE'],
  [0.92, 'FULLY_PROCEDENT'],
  [0.94, 'PARTIALLY_PROCEDENT'],
  [0.97, 'PAYMENT_SCHEDULED'],
  [1, 'AWAITING_PAYMENT_SCHEDULING'],
];
/** Statuses past this share of STATUS_MIX are open. */
const OPEN_FROM = 0.65;
/**
 * The first 10 000 requests are a young book (35 % open); past them the years of history are
 * mostly closed, 8 % still open: at 1M, some 80 000 open cases, as a large carrier's claims
 * team holds. A size grows in history far more than in open work, as a real one does.
 */
export const YOUNG_BOOK = 10_000;
const LATER_OPEN_SHARE = 0.08;
export const CLOSED_STATUSES: readonly string[] = [
  'PROCESS_CLOSED',
  'PAYMENT_MADE',
  'CLOSED_BY_EXPIRY',
  'IMPROCEDENT',
];

/** A deterministic stream of numbers in [0, 1) per index (mulberry32). */
export function randomFor(g: number, salt = 0): () => number {
  let a = (g * 2654435761 + salt * 40503) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uuid derived from the index, so items and events can name their request without a lookup. */
export function uuidFor(kind: string, g: number): string {
  const h = createHash('md5').update(`${kind}:${g}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const requestReference = (g: number) => `RR-BENCH-${String(g).padStart(7, '0')}`;
export const blOf = (g: number) => `MSCU${String(g).padStart(9, '0')}`;
/** ISO 6346-shaped (owner, serial, check digit); unique per request. */
export const containerOf = (g: number) => `BNCU${String(g % 1_000_000).padStart(6, '0')}${g % 10}`;

export interface RequestRow {
  g: number;
  id: string;
  clientId: string;
  office: string;
  team: string;
  status: string;
  createdAt: number;
  closedAt: number | null;
  firstAnsweredAt: number | null;
  slaDueAt: number;
  slaBreached: boolean;
  timeBarDate: number;
  /** One to three items: amounts in BRL (USD items carry a quotation). */
  items: { kind: 'fault' | 'extra'; currency: 'BRL' | 'USD'; total: number }[];
}

/** The request at index `g` (1-based). */
export function requestAt(g: number, refs: SeedRefs): RequestRow {
  const random = randomFor(g);
  let r = random();
  if (g > YOUNG_BOOK && r >= OPEN_FROM && random() > LATER_OPEN_SHARE / (1 - OPEN_FROM))
    r = random() * OPEN_FROM;
  const status = STATUS_MIX.find(([share]) => r < share)![1];
  const big = g <= 2 * BIG_CUSTOMER_CASES && g % 2 === 0;
  // A few customers file most claims: the index is skewed towards the first of the tail.
  const client = big ? refs.bigClient : refs.clients[Math.floor(random() ** 3 * refs.clients.length)]!;
  const closed = CLOSED_STATUSES.includes(status);
  const age = (closed ? random() ** 1.5 * HISTORY_DAYS : random() * OPEN_DAYS) * DAY;
  const createdAt = refs.now - Math.max(age, DAY);
  const underAnalysis = /^UNDER_ANALYSIS_(.+)$/.exec(status)?.[1];
  const team = underAnalysis ?? (client.office === 'BR' ? (g % 2 === 0 ? 'CLI_SAO' : 'CLI_SSZ') : 'BUE');
  const answered = closed || !underAnalysis || random() < 0.3;
  const firstAnsweredAt = answered ? createdAt + (1 + random() * 20) * DAY : null;
  const closedAt = closed ? Math.min(refs.now, createdAt + (20 + random() * 200) * DAY) : null;
  const slaDueAt = createdAt + 14 * DAY;
  const slaBreached = firstAnsweredAt === null ? slaDueAt < refs.now : firstAnsweredAt > slaDueAt;
  const items = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) => ({
    kind: i === 1 ? ('extra' as const) : ('fault' as const),
    currency: random() < 0.25 ? ('USD' as const) : ('BRL' as const),
    total: Math.round((50 + random() * 20_000) * 100) / 100,
  }));
  return {
    g,
    id: uuidFor('request', g),
    clientId: client.id,
    office: client.office,
    team,
    status,
    createdAt,
    closedAt,
    firstAnsweredAt,
    slaDueAt,
    slaBreached,
    timeBarDate: createdAt + 365 * DAY,
    items,
  };
}

export interface ProtestRow {
  g: number;
  id: string;
  clientId: string;
  office: string;
  /** The spec's numeric code (1 filed ... 6 analysis concluded). */
  status: number;
  createdAt: number;
  closedAt: number | null;
  lateNotice: boolean;
}

/** The protest letter at index `g`: three for every ten requests, most of them concluded. */
export function protestAt(g: number, refs: SeedRefs): ProtestRow {
  const random = randomFor(g, 7);
  const client = refs.clients[Math.floor(random() ** 3 * refs.clients.length)]!;
  const r = random();
  const status = r < 0.55 ? 6 : r < 0.7 ? 4 : r < 0.8 ? 1 : r < 0.9 ? 5 : 3;
  const closed = status === 6 || status === 4;
  const createdAt = refs.now - Math.max(random() ** 1.5 * HISTORY_DAYS, 1) * DAY;
  return {
    g,
    id: uuidFor('protest', g),
    clientId: client.id,
    office: client.office,
    status,
    createdAt,
    closedAt: closed ? Math.min(refs.now, createdAt + (10 + random() * 60) * DAY) : null,
    lateNotice: random() < 0.08,
  };
}
