import { DEMO_COMPANIES, DEMO_CUSTOMS_BROKER } from '@claims/db/seeds/demo-accounts';
import { stackForFile } from '../../testing/stack-harness';
import { callsAsEachForFile } from '../../testing/callers';

const run = stackForFile();
const call = callsAsEachForFile(run, [
  'master@example.com',
  'client@example.com',
  'other.client@example.com',
  'client.operator@example.com',
]);

describe('/api/customs-brokers', () => {
  it('creates, edits and removes a broker as MASTER, with the clients it represents', async () => {
    const created = await call('master@example.com', 'POST', '/api/customs-brokers', {
      name: 'Despachos Sul',
      country: 'BR',
      taxId: '11222333000181',
      clientIds: [DEMO_COMPANIES.beta.id],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      taxIdFormatted: '11.222.333/0001-81',
      clientIds: [DEMO_COMPANIES.beta.id],
    });
    const { id } = created.body;

    const edited = await call('master@example.com', 'PUT', `/api/customs-brokers/${id}`, {
      name: 'Despachos Sul Ltda',
      clientIds: [],
    });
    expect(edited.body).toMatchObject({ name: 'Despachos Sul Ltda', clientIds: [] });

    expect((await call('master@example.com', 'DELETE', `/api/customs-brokers/${id}`)).status).toBe(200);
    expect((await call('master@example.com', 'GET', `/api/customs-brokers/${id}`)).status).toBe(404);
  });

  it('refuses to delete a broker that still has users', async () => {
    const res = await call('master@example.com', 'DELETE', `/api/customs-brokers/${DEMO_CUSTOMS_BROKER.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CUSTOMS_BROKER_IN_USE');
  });

  it('shows a client master only the brokers representing its company', async () => {
    const alfa = await call('client@example.com', 'GET', '/api/customs-brokers');
    expect(alfa.body.map((b: { id: string }) => b.id)).toEqual([DEMO_CUSTOMS_BROKER.id]);
    const beta = await call('other.client@example.com', 'GET', '/api/customs-brokers');
    expect(beta.body).toEqual([]);
    expect(beta.headers.get('content-range')).toBe('customs-brokers */0');
    expect(
      (await call('other.client@example.com', 'GET', `/api/customs-brokers/${DEMO_CUSTOMS_BROKER.id}`))
        .status,
    ).toBe(404);
    expect((await call('client.operator@example.com', 'GET', '/api/customs-brokers')).status).toBe(403);
    expect((await call('client@example.com', 'POST', '/api/customs-brokers', {})).status).toBe(403);
  });
});
