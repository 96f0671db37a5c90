import { randomBytes } from 'node:crypto';
import { api } from './stack-harness';
import { uniqueCnpj } from './tax-ids';
import { newUser } from './users';

/**
 * A master's edits of a company, which the audit log reads back with names for ids: a customs
 * broker registered, a client registered (its tax id typed as digits or formatted), the client
 * given that broker and a second tax id, and an operator of it invited. Each step must succeed.
 */
export async function editedCompany(
  baseUrl: string,
  master: Record<string, string>,
  names: { broker: string; client: string; taxIdTyped: 'digits' | 'formatted' },
) {
  const call = (method: string, path: string, body: unknown) => api(baseUrl, method, path, body, master);
  const broker = await call('POST', '/api/customs-brokers', {
    name: names.broker,
    country: 'BR',
    taxId: uniqueCnpj().digits,
  });
  expect(broker.status).toBe(201);
  const [first, second] = [uniqueCnpj(), uniqueCnpj()];
  const client = await call('POST', '/api/clients', {
    name: names.client,
    country: 'BR',
    taxId: first[names.taxIdTyped],
    contact: 'Inês',
  });
  expect(client.status).toBe(201);
  const edit = { customsBrokerIds: [broker.body.id], taxId: second.digits };
  expect((await call('PUT', `/api/clients/${client.body.id}`, edit)).status).toBe(200);
  const user = await call(
    'POST',
    '/api/users',
    newUser('Inês Araújo', 'CLIENT_OPERATOR', {
      email: `ines.${randomBytes(4).toString('hex')}@example.com`,
      clientId: client.body.id,
    }),
  );
  expect(user.status).toBe(201);
  return {
    brokerId: broker.body.id as string,
    clientId: client.body.id as string,
    userId: user.body.id as string,
    taxIds: [first, second] as const,
  };
}
