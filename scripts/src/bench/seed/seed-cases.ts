import pg from 'pg';
import { RECOMPUTE_MONTHLY_AMOUNTS } from '@claims/db';
import { at, copyInto, csvLine, day } from './copy-rows';
import {
  blOf,
  containerOf,
  protestAt,
  requestAt,
  requestReference,
  type RequestRow,
  type SeedRefs,
} from './case-rows';

/** Three letters of protest for every ten requests (1M requests, 300k letters). */
export const PROTESTS_PER_REQUEST = 0.3;
const CHUNK = 50_000;

// prettier-ignore
const REQUEST_COLUMNS = [
  'id', 'reference', 'office', 'country', 'team', 'analysis_status', 'workflow_id', 'projected_seq',
  'created_at', 'updated_at', 'submitted_at', 'closed_at', 'first_answered_at', 'client_id',
  'created_by', 'draft', 'service_type', 'tax_id', 'company_name', 'bl_or_cte', 'booking_number',
  'invoice_number', 'port_of_loading_id', 'port_of_discharge_id', 'discharge_date', 'vessel_id',
  'voyage', 'transporter', 'transport_modal', 'stuffing_modal', 'containers', 'time_bar_date',
  'sla_due_at', 'sla_breached',
];

// prettier-ignore
const FAULT_COLUMNS = [
  'reimbursement_request_id', 'product_description', 'amount', 'unit_price', 'total_price',
  'currency', 'quotation', 'amount_brl',
];
const EXTRA_COLUMNS = ['reimbursement_request_id', 'description', 'value', 'total', 'currency', 'amount_brl'];
const EVENT_COLUMNS = [
  'case_kind',
  'case_id',
  'seq',
  'action',
  'from_status',
  'to_status',
  'done_by',
  'done_at',
];
// prettier-ignore
const PROTEST_COLUMNS = [
  'id', 'reference', 'protocol', 'status', 'client_id', 'office', 'created_by', 'draft',
  'bill_of_lading', 'vessel_id', 'voyage', 'port_of_discharge_id', 'discharge_date', 'late_notice',
  'workflow_id', 'projected_seq', 'created_at', 'updated_at', 'filed_at', 'closed_at',
];

const USD_QUOTATION = 5.4321;
/** The log entry that brought a case to its status (after REQUEST_CREATED). */
const ACTION_TO: Record<string, string> = {
  PROCESS_CLOSED: 'REQUEST_CLOSED',
  PAYMENT_MADE: 'PAYMENT_MADE',
  CLOSED_BY_EXPIRY: 'CLOSED_BY_EXPIRY',
  IMPROCEDENT: 'IMPROCEDENT',
  FULLY_PROCEDENT: 'FULLY_PROCEDENT',
  PARTIALLY_PROCEDENT: 'PARTIALLY_PROCEDENT',
  AWAITING_DOCS_CLIENT: 'DOCUMENTS_REQUESTED_CUSTOMER',
  AWAITING_PROPOSAL_RESPONSE: 'AGREEMENT_PROPOSAL',
  PAYMENT_SCHEDULED: 'PAYMENT_SCHEDULED',
  AWAITING_PAYMENT_SCHEDULING: 'PROPOSAL_ACCEPTED',
};

/** The bench's scratch database as the server's superuser (see growCases). */
export function superuserUrl(env: NodeJS.ProcessEnv): string {
  const url = new URL(env.POSTGRES_ADMIN_URL as string);
  url.pathname = new URL(env.DATABASE_OWNER_URL as string).pathname;
  return url.toString();
}

/**
 * Grows the bench's cases from `from` requests to `to` (and the letters of protest in
 * proportion) with COPY, then vacuums and analyses, as autovacuum would have done to years-old
 * rows. `superuserUrl` is the bench's own scratch database as the server's superuser: COPY FROM
 * refuses tables under row-level security, which FORCE applies to their owner too.
 */
export async function growCases(
  superuserUrl: string,
  refs: SeedRefs,
  from: number,
  to: number,
): Promise<void> {
  const pool = new pg.Pool({ connectionString: superuserUrl, max: 2 });
  try {
    // Requests and letters in parallel: two COPY streams keep both cores busy.
    await Promise.all([
      inChunks(from, to, (a, b) => withClient(pool, (c) => copyRequests(c, refs, a, b))),
      inChunks(Math.floor(from * PROTESTS_PER_REQUEST), Math.floor(to * PROTESTS_PER_REQUEST), (a, b) =>
        withClient(pool, (c) => copyProtests(c, refs, a, b)),
      ),
    ]);
    // The dashboard's monthly totals, which the projection keeps for filings through a workflow.
    await withClient(pool, async (c) => {
      await c.query('begin');
      for (const sql of RECOMPUTE_MONTHLY_AMOUNTS) await c.query(sql);
      await c.query('commit');
    });
    await pool.query(
      `vacuum analyze reimbursement_requests, reimbursement_faults, reimbursement_extra_costs,
         case_events, protest_letters`,
    );
  } finally {
    await pool.end();
  }
}

async function inChunks(from: number, to: number, run: (a: number, b: number) => Promise<void>) {
  for (let a = from; a < to; a += CHUNK) await run(a, Math.min(to, a + CHUNK));
}

async function withClient(pool: pg.Pool, run: (client: pg.PoolClient) => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await run(client);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/** Requests (g = from+1 .. to) with their items and log, in one transaction per chunk. */
async function copyRequests(client: pg.PoolClient, refs: SeedRefs, from: number, to: number) {
  const rows = Array.from({ length: to - from }, (_, i) => requestAt(from + i + 1, refs));
  await copyInto(
    client,
    'reimbursement_requests',
    REQUEST_COLUMNS,
    rows.map((r) => requestLine(r, refs)),
  );
  await copyInto(client, 'reimbursement_faults', FAULT_COLUMNS, itemLines(rows, 'fault'));
  await copyInto(client, 'reimbursement_extra_costs', EXTRA_COLUMNS, itemLines(rows, 'extra'));
  await copyInto(client, 'case_events', EVENT_COLUMNS, eventLines(rows, refs));
}

function requestLine(r: RequestRow, refs: SeedRefs): string {
  const { g } = r;
  // prettier-ignore
  return csvLine([
    r.id, requestReference(g), r.office, r.office, r.team, r.status, `reimbursement-${r.id}`, 0,
    at(r.createdAt), at(r.closedAt ?? r.firstAnsweredAt ?? r.createdAt), at(r.createdAt), at(r.closedAt),
    at(r.firstAnsweredAt), r.clientId, refs.createdBy, false, g % 2 ? 'CABOTAGE' : 'LONG_COURSE',
    `00000000000${String(g % 1000).padStart(3, '0')}`, `Cliente ${r.clientId.slice(0, 8)}`, blOf(g),
    `BK${g}`, `NF-${g}`, refs.ports[g % refs.ports.length], refs.ports[Math.floor(g / 7) % refs.ports.length],
    day(r.createdAt - 5 * 86_400_000), refs.vessels[g % refs.vessels.length], `${g % 900}S`,
    'Transportes Ltda', 'PORT_TO_PORT', 'WITH_STUFFING_WITH_UNSTUFFING', `{${containerOf(g)}}`,
    day(r.timeBarDate), at(r.slaDueAt), r.slaBreached,
  ]);
}

function* itemLines(rows: RequestRow[], kind: 'fault' | 'extra'): Generator<string> {
  for (const r of rows)
    for (const [n, item] of r.items.entries()) {
      if (item.kind !== kind) continue;
      const brl = item.currency === 'USD' ? Math.round(item.total * USD_QUOTATION * 100) / 100 : item.total;
      // prettier-ignore
      yield kind === 'fault'
        ? csvLine([
            r.id, `Mercadoria ${n + 1}`, 1, item.total, item.total, item.currency,
            item.currency === 'USD' ? USD_QUOTATION : null, brl,
          ])
        : csvLine([r.id, 'Armazenagem', item.total, item.total, 'BRL', item.total]);
    }
}

/** Filed, then (when answered) the step to its status; what the timeline and the reports read. */
function* eventLines(rows: RequestRow[], refs: SeedRefs): Generator<string> {
  for (const r of rows) {
    const first = `UNDER_ANALYSIS_${r.team}`;
    yield csvLine([
      'reimbursement',
      r.id,
      1,
      'REQUEST_CREATED',
      null,
      first,
      refs.createdBy,
      at(r.createdAt),
    ]);
    const action = ACTION_TO[r.status];
    // prettier-ignore
    if (action)
      yield csvLine([
        'reimbursement', r.id, 2, action, first, r.status,
        r.status === 'CLOSED_BY_EXPIRY' ? null : refs.staff, at(r.closedAt ?? r.firstAnsweredAt ?? r.createdAt),
      ]);
  }
}

async function copyProtests(client: pg.PoolClient, refs: SeedRefs, from: number, to: number) {
  const lines = Array.from({ length: to - from }, (_, i) => {
    const p = protestAt(from + i + 1, refs);
    const ref = `PL-BENCH-${String(p.g).padStart(7, '0')}`;
    // prettier-ignore
    return csvLine([
      p.id, ref, `PROT-BENCH-${p.g}`, p.status, p.clientId, p.office, refs.createdBy, false, blOf(p.g * 3),
      refs.vessels[p.g % refs.vessels.length], `${p.g % 900}N`, refs.ports[p.g % refs.ports.length],
      day(p.createdAt - 3 * 86_400_000), p.lateNotice, `protest-${p.id}`, 2, at(p.createdAt),
      at(p.closedAt ?? p.createdAt), at(p.createdAt), at(p.closedAt),
    ]);
  });
  await copyInto(client, 'protest_letters', PROTEST_COLUMNS, lines);
}
