import type { Knex } from 'knex';
import { hashPassword } from '../src/password';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_CUSTOMS_BROKER, DEMO_PASSWORD } from './demo-accounts';

/**
 * Demo companies, broker and users for a new development database. Idempotent: existing rows
 * are left alone (`on conflict do nothing`), and only missing users cost a password hash.
 * Cases are not seeded here: they must start their workflows.
 */
export async function seedDemoData(db: Knex): Promise<void> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase());
  const rows: { email: string }[] = await db('users')
    .whereRaw('lower(email) = any(?)', [emails])
    .select('email');
  const existing = new Set(rows.map((row) => row.email.toLowerCase()));
  // scrypt is deliberately slow: hash before the transaction, one user at a time.
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    if (!existing.has(account.email)) hashes.set(account.email, await hashPassword(DEMO_PASSWORD));
  }

  await db.transaction(async (trx) => {
    await trx('clients')
      .insert(
        Object.values(DEMO_COMPANIES).map(({ id, name, email, contact, taxId, country, office }) => ({
          id,
          name,
          email,
          contact,
          tax_id: taxId,
          country,
          office,
        })),
      )
      .onConflict()
      .ignore();
    const broker = DEMO_CUSTOMS_BROKER;
    await trx('customs_brokers')
      .insert({ id: broker.id, name: broker.name, taxId: broker.taxId, country: broker.country })
      .onConflict()
      .ignore();
    await trx('customs_broker_clients')
      .insert(
        broker.represents.map((key) => ({ customs_broker_id: broker.id, client_id: DEMO_COMPANIES[key].id })),
      )
      .onConflict()
      .ignore();

    const users = DEMO_ACCOUNTS.filter((a) => hashes.has(a.email)).map((a) => ({
      name: a.name,
      last_name: a.lastName,
      email: a.email,
      password_hash: hashes.get(a.email),
      role: a.role,
      language: a.language,
      client_id: a.company ? DEMO_COMPANIES[a.company].id : null,
      customs_broker_id: a.customsBroker ? broker.id : null,
      team: a.team ?? null,
      authority_limit: a.authority?.limit ?? null,
      authority_currency: a.authority?.currency ?? null,
    }));
    if (users.length > 0) await trx('users').insert(users).onConflict().ignore();
  });
}
