import { DEMO_COMPANIES, DEMO_CUSTOMS_BROKER } from '@claims/db/seeds/demo-accounts';
import { stackForFile } from '../../testing/stack-harness';
import { callsAsEachForFile } from '../../testing/callers';
import { uniqueCnpj } from '../../testing/tax-ids';

const run = stackForFile();
const call = callsAsEachForFile(run, [
  'master@example.com',
  'client@example.com',
  'broker@example.com',
  'broker.operator@example.com',
]);
// A valid CNPJ of its own (tax ids are unique; other files add clients too); 20-12345678-6 (AR).
const cnpj = uniqueCnpj();
const newClient = {
  name: 'Gama Importadora',
  email: 'Contato@Gama.example.com',
  country: 'BR',
  taxId: cnpj.formatted,
};

describe('/api/clients', () => {
  it('creates, edits and removes a client as MASTER, the tax id normalized by its country', async () => {
    const created = await call('master@example.com', 'POST', '/api/clients', newClient);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      taxId: cnpj.digits,
      taxIdFormatted: cnpj.formatted,
      office: 'BR',
      email: 'contato@gama.example.com',
      customsBrokerIds: [],
    });
    const { id } = created.body;
    // Searched as the list prints it, the stored digits are found.
    const searched = await call(
      'master@example.com',
      'GET',
      `/api/clients?filter=${encodeURIComponent(JSON.stringify({ q: cnpj.formatted }))}`,
    );
    expect(searched.body.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await call('master@example.com', 'POST', '/api/clients', newClient)).body.error.code).toBe(
      'DUPLICATE_TAX_ID',
    );

    const edited = await call('master@example.com', 'PUT', `/api/clients/${id}`, { contact: 'Ana Gama' });
    expect(edited.body).toMatchObject({ contact: 'Ana Gama', name: 'Gama Importadora' });
    const wrongCountry = await call('master@example.com', 'PUT', `/api/clients/${id}`, { country: 'AR' });
    expect(wrongCountry.status).toBe(422);
    expect(wrongCountry.body.error.fields).toHaveProperty('taxId');

    expect((await call('master@example.com', 'DELETE', `/api/clients/${id}`)).status).toBe(200);
    expect((await call('master@example.com', 'GET', `/api/clients/${id}`)).status).toBe(404);
  });

  it('refuses a tax id invalid for the country with a localized field message', async () => {
    const res = await call('master@example.com', 'POST', '/api/clients', {
      ...newClient,
      // The right base with a wrong last check digit.
      taxId: `${cnpj.digits.slice(0, 13)}${(Number(cnpj.digits[13]) + 1) % 10}`,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.taxId).toBe('CNPJ inválido');
  });

  it('refuses to delete a client that still has users', async () => {
    const res = await call('master@example.com', 'DELETE', `/api/clients/${DEMO_COMPANIES.alfa.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CLIENT_IN_USE');
  });

  it('lets a customs broker master register a client its broker then represents', async () => {
    const created = await call('broker@example.com', 'POST', '/api/clients', {
      name: 'Delta Cereales',
      country: 'AR',
      taxId: '20-12345678-6',
    });
    expect(created.status).toBe(201);
    expect(created.body.customsBrokerIds).toEqual([DEMO_CUSTOMS_BROKER.id]);
    const mine = await call('broker.operator@example.com', 'GET', '/api/clients?range=[0,99]');
    // Other test files register clients through this broker too: the two must be there, and
    // only clients the broker represents.
    const ids = mine.body.map((c: { id: string; customsBrokerIds?: string[] }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([DEMO_COMPANIES.alfa.id, created.body.id]));
    expect(ids).not.toContain(DEMO_COMPANIES.beta.id);
    // Only staff decide who else represents a client.
    const res = await call('broker@example.com', 'PUT', `/api/clients/${created.body.id}`, {
      customsBrokerIds: [],
    });
    expect(res.status).toBe(403);
    expect((await call('broker.operator@example.com', 'POST', '/api/clients', newClient)).status).toBe(403);
  });

  it('shows a client user only its own company; another company is 404', async () => {
    const res = await call('client@example.com', 'GET', '/api/clients');
    expect(res.body.map((c: { id: string }) => c.id)).toEqual([DEMO_COMPANIES.alfa.id]);
    expect(res.headers.get('content-range')).toBe('clients 0-0/1');
    expect((await call('client@example.com', 'GET', `/api/clients/${DEMO_COMPANIES.beta.id}`)).status).toBe(
      404,
    );
    expect(
      (await call('client@example.com', 'PUT', `/api/clients/${DEMO_COMPANIES.alfa.id}`, { name: 'X' }))
        .status,
    ).toBe(403);
  });
});
