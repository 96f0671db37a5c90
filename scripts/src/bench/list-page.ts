import autocannon from 'autocannon';
import pg from 'pg';
import { closedLoop, summarize, type LatencySummary } from './latency';
import { withRecordingApi, type Statement } from './statements';

export const CONCURRENCY = 32;
const DURATION_S = 10;
const WARM_UP_S = 2;
const ALONE_S = 5;

/** What a claims analyst's console asks most: open cases of two teams, newest first, page 1. */
export const LIST_PATH =
  '/api/reimbursements?' +
  new URLSearchParams({
    filter: JSON.stringify({
      office: 'BR',
      analysisStatus: ['UNDER_ANALYSIS_CLI_SAO', 'UNDER_ANALYSIS_CLI_SSZ', 'AWAITING_DOCS_CLIENT'],
    }),
    sort: JSON.stringify(['createdAt', 'DESC']),
    range: JSON.stringify([0, 24]),
  });

export interface ListFigures {
  api: LatencySummary;
  /** One client at a time: the floor the 32-client figures queue on top of. */
  apiAlone: LatencySummary;
  sql: LatencySummary;
  /** API requests per second over the same SQL's executions per second through `pg`. */
  ratio: number;
  rows: number;
  statements: string[];
}

/**
 * The list page at 32 concurrent clients through the api, then every statement that one such
 * request runs (session lookup, transaction, tenant scope, page), replayed straight through `pg`
 * at the same concurrency: what the api costs on top of its SQL.
 */
export async function measureListPage(
  env: NodeJS.ProcessEnv,
  baseUrl: string,
  headers: Record<string, string>,
): Promise<ListFigures> {
  const { statements, rows } = await captureStatements(env, headers);
  await loadApi(baseUrl, headers, WARM_UP_S);
  const apiAlone = await loadApi(baseUrl, headers, ALONE_S, 1);
  const api = await loadApi(baseUrl, headers, DURATION_S);
  const sql = await replay(env.DATABASE_URL as string, statements);
  return {
    api,
    apiAlone,
    sql,
    ratio: Math.round((api.perSecond / sql.perSecond) * 100) / 100,
    rows,
    statements: statements.map((s) => s.sql.replace(/\s+/g, ' ').slice(0, 160)),
  };
}

function loadApi(
  baseUrl: string,
  headers: Record<string, string>,
  seconds: number,
  connections = CONCURRENCY,
): Promise<LatencySummary> {
  const latencies: number[] = [];
  let errors = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${baseUrl}${LIST_PATH}`, connections, duration: seconds, headers },
      (err, result) =>
        err ? reject(err) : resolve(summarize(latencies, result.duration * 1000, errors + result.errors)),
    );
    instance.on('response', (_client, status: number, _bytes, responseTime: number) => {
      if (status === 200) latencies.push(responseTime);
      else errors++;
    });
  });
}

/**
 * Runs the api in this process, listening to its query builder, to learn its SQL: the statements
 * of a second request, as the api runs them once the page's total is cached (it then counts
 * once per LIST_COUNT_TTL_SECONDS, not once per request).
 */
export async function captureStatements(env: NodeJS.ProcessEnv, headers: Record<string, string>) {
  return withRecordingApi(env, async (baseUrl, statements) => {
    const page = async () => {
      const res = await fetch(`${baseUrl}${LIST_PATH}`, { headers });
      if (res.status !== 200) throw new Error(`the list answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as unknown[]).length;
    };
    await page();
    statements.length = 0;
    const rows = await page();
    return { statements, rows };
  });
}

/** One request's statements, in order, on one pooled connection: the api's SQL without the api. */
export function statementRunner(pool: pg.Pool, statements: readonly Statement[]): () => Promise<void> {
  return async () => {
    const client = await pool.connect();
    try {
      for (const s of statements) await client.query(s.sql, s.bindings);
    } finally {
      client.release();
    }
  };
}

async function replay(databaseUrl: string, statements: Statement[]): Promise<LatencySummary> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  const run = statementRunner(pool, statements);
  try {
    await closedLoop(CONCURRENCY, WARM_UP_S * 1000, run);
    return await closedLoop(CONCURRENCY, DURATION_S * 1000, run);
  } finally {
    await pool.end();
  }
}
