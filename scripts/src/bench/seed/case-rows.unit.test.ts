import {
  BIG_CUSTOMER_CASES,
  CLOSED_STATUSES,
  protestAt,
  requestAt,
  YOUNG_BOOK,
  type SeedRefs,
} from './case-rows';
import { csvLine } from './copy-rows';

const refs: SeedRefs = {
  bigClient: { id: 'big', office: 'BR' },
  clients: Array.from({ length: 200 }, (_, i) => ({ id: `c${i}`, office: ['BR', 'AR', 'UY', 'PY'][i % 4]! })),
  createdBy: 'u',
  staff: 's',
  ports: ['p1', 'p2'],
  vessels: ['v1'],
  now: Date.parse('2026-11-24T12:00:00Z'),
};
const DAY = 86_400_000;
const requests = (n: number) => Array.from({ length: n }, (_, i) => requestAt(i + 1, refs));

describe("the bench's synthetic claims", () => {
  it('gives the big customer exactly 5 000 cases, all within the first 10k, whatever the size', () => {
    const all = requests(20_000);
    expect(all.filter((r) => r.clientId === 'big')).toHaveLength(BIG_CUSTOMER_CASES);
    expect(all.slice(10_000).some((r) => r.clientId === 'big')).toBe(false);
  });

  it('is the same case at the same index on every run, so a size grows by seeding only what it lacks', () => {
    expect(requestAt(9_973, refs)).toEqual(requestAt(9_973, refs));
    expect(requestAt(9_973, refs).id).not.toBe(requestAt(9_974, refs).id);
  });

  it('closes most cases of the young book, keeps the open ones recent, and fills every quick filter', () => {
    const all = requests(YOUNG_BOOK);
    const closed = all.filter((r) => CLOSED_STATUSES.includes(r.status));
    expect(closed.length / all.length).toBeGreaterThan(0.55);
    expect(closed.length / all.length).toBeLessThan(0.75);
    expect(closed.every((r) => r.closedAt !== null && r.closedAt >= r.createdAt)).toBe(true);
    const open = all.filter((r) => !CLOSED_STATUSES.includes(r.status));
    expect(open.every((r) => r.closedAt === null && refs.now - r.createdAt <= 400 * DAY)).toBe(true);
    // Time bar within 30 days, SLA breached: each quick filter finds cases, never all of them.
    const timeBarSoon = open.filter((r) => r.timeBarDate - refs.now <= 30 * DAY);
    expect(timeBarSoon.length).toBeGreaterThan(0);
    expect(timeBarSoon.length).toBeLessThan(open.length / 4);
    const breached = all.filter((r) => r.slaBreached).length;
    expect(breached).toBeGreaterThan(0);
    expect(breached).toBeLessThan(all.length);
  });

  it('keeps the open work far smaller than the history past the first 10 000 requests', () => {
    const later = Array.from({ length: 10_000 }, (_, i) => requestAt(50_001 + i, refs));
    const open = later.filter((r) => !CLOSED_STATUSES.includes(r.status)).length / later.length;
    expect(open).toBeGreaterThan(0.06);
    expect(open).toBeLessThan(0.1);
  });

  it("puts a case under analysis in its own team's queue", () => {
    for (const r of requests(5_000).filter((x) => x.status.startsWith('UNDER_ANALYSIS_')))
      expect(r.status).toBe(`UNDER_ANALYSIS_${r.team}`);
  });

  it('files three letters of protest for ten requests with status codes of the spec', () => {
    const letters = Array.from({ length: 3_000 }, (_, i) => protestAt(i + 1, refs));
    expect(new Set(letters.map((l) => l.status))).toEqual(new Set([1, 3, 4, 5, 6]));
    expect(letters.filter((l) => l.status === 4 || l.status === 6).every((l) => l.closedAt !== null)).toBe(
      true,
    );
  });
});

describe('COPY lines', () => {
  it('quote text, leave NULL unquoted and double a quote inside a value', () => {
    expect(csvLine(['a,b', null, 3, true, 'say "hi"'])).toBe('"a,b",,3,true,"say ""hi"""\n');
  });
});
