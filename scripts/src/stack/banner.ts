import { waitFor } from './net';
import { redactUrl } from './postgres';
import { DATA_DIR } from './paths';
import type { Dependencies } from './dependencies';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@claims/db/seeds/demo-accounts';

/** Waits for the api to report healthy, then prints where everything is. */
export async function printBanner(opts: {
  port: number;
  deps: Dependencies;
  databaseUrl: string;
  /** The SMTP server the jobs worker sends through (the local sink unless SMTP_URL was set). */
  mail?: string;
}) {
  const base = `http://localhost:${opts.port}`;
  let health = 'not answering yet';
  await waitFor(
    'the api',
    async () => {
      const res = await fetch(`${base}/api/health`);
      health = res.ok
        ? 'all ok'
        : `degraded: ${JSON.stringify(((await res.json()) as { checks: unknown }).checks)}`;
      return res.ok;
    },
    120_000,
  ).catch(() => {});
  const source = (s: { source: string }) =>
    s.source === 'embedded' ? 'started here' : s.source === 'local' ? 'found on this machine' : 'configured';
  const lines = [
    '',
    '  Cargo claims portal is running',
    '',
    `  Portal (clients, brokers, inspectors)  ${base}/`,
    `  Staff console                          ${base}/admin`,
    `  API docs                               ${base}/api/docs`,
    `  Health                                 ${base}/api/health  (${health})`,
    `  Temporal Web UI                        ${opts.deps.temporal.uiUrl || '(see your Temporal deployment)'}`,
    '',
    `  PostgreSQL  ${redactUrl(opts.databaseUrl)}  (${source(opts.deps.postgres)})`,
    `  Redis       ${redactUrl(opts.deps.redis.url)}  (${source(opts.deps.redis)})`,
    `  Temporal    ${opts.deps.temporal.url}  (${source(opts.deps.temporal)})`,
    `  Mail        ${
      opts.mail
        ? `${redactUrl(opts.mail)}${process.env.SMTP_URL ? '  (configured)' : `  (local sink, messages in ${DATA_DIR}/mail.log)`}`
        : 'not sent (SMTP_URL unset in production)'
    }`,
    `  Local data  ${DATA_DIR}`,
    '',
    ...(DEMO_ACCOUNTS.length
      ? [
          `  Demo logins (password ${DEMO_PASSWORD}):`,
          ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(30)} ${a.role}`),
          '',
        ]
      : []),
    '  Ctrl-C stops everything.',
    '',
  ];
  console.log(lines.join('\n'));
}
