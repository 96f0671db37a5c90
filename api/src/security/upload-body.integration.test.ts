import { api, stackForFile } from '../testing/stack-harness';
import { signedIn } from '../testing/tokens';
import { postFile } from '../testing/upload';
import { PDF } from '../testing/reimbursement-builders';

/**
 * Issue 17: a multipart upload once failed with `fetch failed: ECONNRESET` under load. Uploads
 * refused before their body is read (no session, another company's case, a read-only role, not
 * multipart, too large) must still be answered, in parallel and one after another on kept-alive
 * sockets, with the documented status and never a reset connection.
 */
const run = stackForFile({ settings: { UPLOAD_MAX_BYTES: String(1024 * 1024) } });

it('answers every refused upload, never resetting the connection', async () => {
  const client = await signedIn(run.stack.deps.db, 'client@example.com');
  const other = await signedIn(run.stack.deps.db, 'other.client@example.com');
  const service = await signedIn(run.stack.deps.db, 'service@example.com');
  const draft = await api(run.stack.baseUrl, 'POST', '/api/reimbursements/drafts', { data: {} }, client);
  const url = `/api/reimbursements/${draft.body.id}/files`;
  const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 32)]);
  const file = (content: Buffer) => ({
    documentType: 'COMMERCIAL_INVOICE',
    name: 'fatura.pdf',
    content,
    type: 'application/pdf',
  });
  const cases: [string, () => Promise<{ status: number }>, number][] = [
    ['no session', () => postFile(run.stack.baseUrl, url, {}, file(big)), 401],
    ['another company', () => postFile(run.stack.baseUrl, url, other, file(big)), 404],
    ['a read-only role', () => postFile(run.stack.baseUrl, url, service, file(big)), 403],
    ['too large', () => postFile(run.stack.baseUrl, url, client, file(big)), 413],
    [
      'not multipart',
      async () => {
        const res = await fetch(`${run.stack.baseUrl}${url}`, {
          method: 'POST',
          headers: { ...client, 'Content-Type': 'application/pdf' },
          body: new Uint8Array(big),
        });
        await res.text();
        return res;
      },
      415,
    ],
    ['accepted', () => postFile(run.stack.baseUrl, url, client, file(PDF)), 201],
  ];
  const outcomes: string[] = [];
  for (let round = 0; round < 3; round++)
    await Promise.all(
      cases.map(async ([name, send, expected]) => {
        try {
          const res = await send();
          if (res.status !== expected) outcomes.push(`${name}: ${res.status}, expected ${expected}`);
        } catch (err) {
          outcomes.push(`${name}: ${String((err as Error).cause ?? err)}`);
        }
      }),
    );
  expect(outcomes).toEqual([]);
});
