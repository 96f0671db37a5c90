import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { api, stackForFile } from '../../testing/stack-harness';
import { CLIENT_ERRORS_PER_IP } from '.';

const run = stackForFile();

/** Each test posts from an address of its own, so the per-address throttle is only met where tested. */
const from = () => ({ 'X-Forwarded-For': `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });
/** A crash report posted without a session, from `headers`' address (a new one unless given). */
const post = (body: unknown, headers: Record<string, string> = from()) =>
  api(run.stack.baseUrl, 'POST', '/api/client-errors', body, headers);

/** The warn lines the api writes, with the request id of the call that wrote each. */
function captureWarnings() {
  const lines: { requestId: unknown; fields: Record<string, unknown>; message: string }[] = [];
  const log = run.stack.deps.log;
  const original = log.child.bind(log);
  const spy = jest.spyOn(log, 'child').mockImplementation(((bindings: Record<string, unknown>) => {
    const child = original(bindings);
    const warn = (fields: Record<string, unknown>, message: string) =>
      lines.push({ requestId: bindings.requestId, fields, message });
    return Object.assign(Object.create(child) as Logger, { warn });
  }) as unknown as Logger['child']);
  return { lines, restore: () => spy.mockRestore() };
}

const report = {
  message: 'not a decimal string: "3500,00"',
  stack: 'Error: not a decimal string\n    at parse (decimal.ts:12)',
  route: '/request-reimbursement/create/123',
  requestId: 'a1b2c3d4-0000-4000-8000-000000000000',
  ui: 'portal',
};

describe('POST /api/client-errors', () => {
  it('answers 204 without a session and logs the crash at warn with both request ids', async () => {
    const warnings = captureWarnings();
    try {
      const res = await post(report);
      expect(res.status).toBe(204);
      const line = warnings.lines.find((l) => l.message === 'client error');
      expect(line?.requestId).toBe(res.headers.get('x-request-id'));
      expect(line?.fields.clientError).toEqual({
        ui: 'portal',
        route: report.route,
        message: report.message,
        stack: report.stack,
        failedRequestId: report.requestId,
      });
    } finally {
      warnings.restore();
    }
  });

  it('refuses a report that is not one, with the field named in the caller language (422)', async () => {
    const res = await post(
      { message: '', route: '/x', ui: 'mobile', requestId: 'no spaces allowed' },
      { ...from(), 'Content-Language': 'es' },
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toEqual(
      expect.arrayContaining(['message', 'ui', 'requestId']),
    );
    const unknownKey = await post({ ...report, extra: 1 });
    expect(unknownKey.status).toBe(422);
  });

  it('caps the size of a report: an oversized stack is refused, a huge body answers 413', async () => {
    const longStack = await post({ ...report, stack: 'x'.repeat(20_000) });
    expect(longStack.status).toBe(422);
    const huge = await post({ ...report, padding: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
  });

  it('throttles one address to its limit per minute (429 with Retry-After), others go on', async () => {
    const address = from();
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_ERRORS_PER_IP.limit; i++) statuses.push((await post(report, address)).status);
    expect(statuses.every((s) => s === 204)).toBe(true);
    const last = await post(report, address);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(report)).status).toBe(204);
  });
});
