import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { notificationChannel } from '@claims/domain';
import { api, startTestStack, type TestStack } from '../../testing/stack-harness';
import { ownPeople, signedInEach } from '../../testing/tokens';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';

let stack: TestStack;
let as: Record<'client' | 'other' | 'claims' | 'master' | 'inspector' | 'service', Record<string, string>>;
let clientId: string;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-uploads-'));

beforeAll(async () => {
  process.env.UPLOAD_DIR = uploadDir;
  stack = await startTestStack();
  const db = stack.deps.db;
  // A client operator of this file's own: the demo users' bells fill with other files' cases.
  const alfa = (await db('users').where({ email: 'client.operator@example.com' }).first('client_id'))
    .clientId;
  const own = await ownPeople(db, 'bell', {
    client: { role: 'CLIENT_OPERATOR', client_id: alfa, name: 'Joana', last_name: 'Prado', language: 'en' },
  });
  as = {
    client: own.headers.client,
    ...(await signedInEach(db, {
      other: 'other.client@example.com',
      claims: 'claims@example.com',
      master: 'master@example.com',
      inspector: 'inspector@example.com',
      service: 'service@example.com',
    })),
  };
  clientId = own.ids.client;
});
afterAll(async () => {
  await stack?.stop();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const call = (method: string, p: string, body: unknown, headers: Record<string, string>) =>
  api(stack.baseUrl, method, p, body, headers);

async function notify(userId: string, kind: string, read = false) {
  const [row] = await stack.deps
    .db('notifications')
    .insert({
      user_id: userId,
      kind,
      title_key: `notify.${kind}.subject`,
      params: JSON.stringify({ reference: 'RR-2026-000042' }),
      link: '/request-reimbursement/detail/x',
      event_key: `test:${randomUUID()}`,
      read_at: read ? new Date() : null,
    })
    .returning('id');
  return row.id as string;
}

describe('/api/notifications', () => {
  it("lists one's own notifications unread first, counts, and marks them read", async () => {
    const read = await notify(clientId, 'PAYMENT_SCHEDULED', true);
    const unread = await notify(clientId, 'FULLY_PROCEDENT');
    const list = await call('GET', '/api/notifications', undefined, as.client);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^notifications 0-\d+\/\d+$/);
    const ids = list.body.map((n: { id: string }) => n.id);
    expect(ids.indexOf(unread)).toBeLessThan(ids.indexOf(read));
    expect(list.body.find((n: { id: string }) => n.id === unread)).toMatchObject({
      title: 'Claim upheld: RR-2026-000042',
      read: false,
      link: '/request-reimbursement/detail/x',
    });

    const before = (await call('GET', '/api/notifications/unread-count', undefined, as.client)).body.count;
    expect(before).toBeGreaterThanOrEqual(1);
    expect((await call('POST', `/api/notifications/${unread}/read`, undefined, as.other)).status).toBe(404);
    const marked = await call('POST', `/api/notifications/${unread}/read`, undefined, as.client);
    expect(marked.body.read).toBe(true);
    expect((await call('GET', '/api/notifications/unread-count', undefined, as.client)).body.count).toBe(
      before - 1,
    );

    await notify(clientId, 'DOCUMENTS_REMINDER');
    const all = await call('POST', '/api/notifications/read-all', undefined, as.client);
    expect(all.body.updated).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/notifications/unread-count', undefined, as.client)).body.count).toBe(0);
    const unreadOnly = await call(
      'GET',
      `/api/notifications?filter=${encodeURIComponent('{"read":false}')}`,
      undefined,
      as.client,
    );
    expect(unreadOnly.body).toEqual([]);
  });

  it('pushes a new notification on the event stream', async () => {
    const controller = new AbortController();
    const res = await fetch(`${stack.baseUrl}/api/notifications/stream`, {
      headers: as.client,
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    let received = '';
    const read = async (until: string) => {
      while (!received.includes(until)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += new TextDecoder().decode(value);
      }
    };
    await read(': connected');
    const id = await notify(clientId, 'INSPECTION_SCHEDULED');
    const publisher = new IORedis(process.env.REDIS_URL as string);
    await publisher.publish(
      notificationChannel(stack.deps.config.REDIS_PREFIX),
      JSON.stringify({ userId: clientId, notificationId: id, kind: 'INSPECTION_SCHEDULED' }),
    );
    await read(id);
    publisher.disconnect();
    controller.abort();
    expect(received).toContain('event: notification');
    expect(received).toContain('Inspection scheduled: RR-2026-000042');
  });
});

describe('/api/email-log', () => {
  it('shows masters every e-mail with its status, and nobody else', async () => {
    const eventKey = `test:${randomUUID()}`;
    await stack.deps.db('email_log').insert({
      event_key: eventKey,
      kind: 'PAYMENT_MADE',
      recipient: clientId,
      recipient_id: clientId,
      to_address: 'client.operator@example.com',
      subject: 'Payment made',
      locale: 'en',
      status: 'FAILED',
      attempts: 8,
      last_error: '550 mailbox unavailable',
    });
    const filter = encodeURIComponent(JSON.stringify({ eventKey }));
    const res = await call('GET', `/api/email-log?filter=${filter}`, undefined, as.master);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ status: 'FAILED', attempts: 8, to: 'client.operator@example.com' }),
    ]);
    expect((await call('GET', '/api/email-log', undefined, as.claims)).status).toBe(403);
  });
});

describe('case messages', () => {
  it('lets both sides of a reimbursement talk, notifying the other side, and hides it from others', async () => {
    const refs = await shippingRefs(stack.deps.db);
    const request = await fileReimbursement(stack.baseUrl, call, as.client, requestBody(refs));
    const base = `/api/reimbursements/${request.id}/messages`;

    const written = await call('POST', base, { text: '  Sent the invoice again.  ' }, as.client);
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ text: 'Sent the invoice again.', yours: true });
    const reply = await call('POST', base, { text: 'Thanks, received.' }, as.claims);
    expect(reply.status).toBe(201);

    const seenByClient = await call('GET', base, undefined, as.client);
    expect(seenByClient.body.map((m: { text: string; yours: boolean }) => [m.text, m.yours])).toEqual([
      ['Sent the invoice again.', true],
      ['Thanks, received.', false],
    ]);
    expect(seenByClient.body[1].author.name).toMatch(/\S/);

    const outbox = await stack.deps
      .db('outbox')
      .where('kind', 'CASE_MESSAGE')
      .whereRaw("payload->>'caseId' = ?", [request.id])
      .orderBy('id');
    // The client's message goes to the case's team and the staff who acted on it; staff's to the
    // customer side (the company, and a broker who filed or acted for it).
    expect(outbox.map((o) => o.payload.recipient)).toEqual(['case-analysts', 'case-customers']);
    expect(outbox[0].payload).toMatchObject({
      excerpt: 'Sent the invoice again.',
      reference: request.reference,
    });

    expect((await call('GET', base, undefined, as.other)).status).toBe(404);
    expect((await call('POST', base, { text: 'hi' }, as.other)).status).toBe(404);
    expect((await call('POST', base, { text: 'hi' }, as.inspector)).status).toBe(403);
    expect((await call('POST', base, { text: '   ' }, as.client)).status).toBe(422);
    expect((await call('POST', base, { text: 'x'.repeat(4001) }, as.client)).status).toBe(422);
    expect((await call('GET', base, undefined, as.service)).status).toBe(200);
  });

  it('answers 404 for the messages of a protest letter one does not reach', async () => {
    const res = await call('GET', `/api/protest-letters/${randomUUID()}/messages`, undefined, as.client);
    expect(res.status).toBe(404);
  });

  it('lists every route in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/openapi.json', undefined, {})).body;
    for (const p of [
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/{id}/read',
      '/api/notifications/read-all',
      '/api/notifications/stream',
      '/api/email-log',
      '/api/reimbursements/{id}/messages',
      '/api/protest-letters/{id}/messages',
    ])
      expect(doc.paths[p]).toBeDefined();
  });
});
