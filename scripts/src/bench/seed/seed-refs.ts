import type { Knex } from 'knex';
import type { SeedRefs } from './case-rows';

const TAIL_CLIENTS = 200;
const OFFICES = ['BR', 'BR', 'BR', 'BR', 'AR', 'UY', 'PY'];
/** The big customer's portal login: whose list of 5 000 cases the bench reads. */
export const BIG_CUSTOMER_EMAIL = 'bench.big.customer@example.com';

/**
 * The companies and people the synthetic cases belong to: a big customer (with a portal user of
 * its own) and a long tail of customers across the offices; the demo's analyst closes cases.
 */
export async function seedRefs(db: Knex): Promise<SeedRefs> {
  const [bigClient] = await db('clients')
    .insert({ name: 'Bench Grande Importadora', taxId: 'BENCHBIG00001', country: 'BR', office: 'BR' })
    .returning(['id', 'office']);
  await db('users').insert({
    name: 'Bruna',
    lastName: 'Grande',
    email: BIG_CUSTOMER_EMAIL,
    role: 'CLIENT_MASTER',
    clientId: bigClient.id,
  });
  const clients: { id: string; office: string }[] = await db('clients')
    .insert(
      Array.from({ length: TAIL_CLIENTS }, (_, i) => ({
        name: `Bench Importadora ${i}`,
        tax_id: `BENCH${String(i).padStart(9, '0')}`,
        country: OFFICES[i % OFFICES.length],
        office: OFFICES[i % OFFICES.length],
      })),
    )
    .returning(['id', 'office']);
  const idOf = async (email: string) => (await db('users').where({ email }).first('id')).id as string;
  return {
    bigClient,
    clients,
    createdBy: await idOf('client@example.com'),
    staff: await idOf('claims@example.com'),
    ports: await db('ports').orderBy('id').pluck('id'),
    vessels: await db('vessels').orderBy('id').pluck('id'),
    now: Date.now(),
  };
}
