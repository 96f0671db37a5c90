import type { Knex } from 'knex';
import { Port } from './models';

/**
 * Does a voyage cross a border (its ports in two countries)? That is a long course (SPEC §1: its
 * reimbursement goes by e-mail); between two ports of one country, cabotage. Null when a port is
 * not known, so nobody guesses.
 */
export async function voyageCrossesBorder(
  db: Knex,
  ports: { from: string | null | undefined; to: string | null | undefined },
): Promise<boolean | null> {
  if (!ports.from || !ports.to) return null;
  const countries = await Port.query(db).whereIn('id', [ports.from, ports.to]).distinct('country');
  return countries.length === 0 ? null : countries.length > 1;
}
