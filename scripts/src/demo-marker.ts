import type { Knex } from 'knex';
import { DEMO_ACCOUNTS } from '@claims/db/seeds/demo-accounts';

const MARKER = 'demo.cases-seeded';

/**
 * Demo cases are filed through the api once the workers are up, after the demo accounts were
 * seeded. A start stopped half-way files them on the next start; a filled database never again.
 */
export async function demoCasesPending(db: Knex): Promise<boolean> {
  const first = DEMO_ACCOUNTS[0];
  if (!first) return false;
  const demoUser = await db('users').whereRaw('lower(email) = lower(?)', [first.email]).first('id');
  if (!demoUser) return false;
  return !(await db('settings').where({ key: MARKER }).first('key'));
}

export async function markDemoCasesSeeded(databaseUrl: string, createDatabase: (url: string) => Knex) {
  const db = createDatabase(databaseUrl);
  try {
    await db('settings')
      .insert({ key: MARKER, value: JSON.stringify(true) })
      .onConflict('key')
      .ignore();
  } finally {
    await db.destroy();
  }
}
