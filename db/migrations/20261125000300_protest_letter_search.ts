import type { Knex } from 'knex';
import {
  createSearchSideTable,
  dropSearchSideTable,
  PROTEST_LETTER_SEARCH,
} from '../src/migration-sql/search-side-table';

/**
 * The protest letters' search box, indexed the way the requests' is (migration
 * 20261125000200_reimbursement_search, which says why): a side table of each filed, undeleted
 * letter's searched text (reference, protocol, BL, house BL, ship, voyage) without row-level
 * security, with a trigram index, out of the app role's reach; kept by a trigger; read only by
 * `protest_letter_search_ids(term)`, SECURITY DEFINER, which keeps to what the letters' policy
 * shows the caller (an inspector: the letters whose inspection is theirs; anyone else: their
 * companies'). The list reads the ids it answers through that policy as before.
 */
export async function up(knex: Knex): Promise<void> {
  await createSearchSideTable(knex, {
    ...PROTEST_LETTER_SEARCH,
    clientType: 'uuid NOT NULL',
    searched: [
      'reference',
      'protocol',
      'bill_of_lading',
      'house_bill_of_lading',
      'ship',
      'voyage',
      'client_id',
      'created_at',
      'draft',
      'deleted_at',
    ],
    // One line per field, so a term matches within one field, as the six ILIKEs did.
    text: `concat_ws(E'\\n', p.reference, p.protocol, p.bill_of_lading, p.house_bill_of_lading, p.ship, p.voyage)`,
    // The letters' policy (migration 20261124170200), on the side table's copy of the client.
    visible: `CASE current_setting('app.scope', true) WHEN 'inspector' THEN app_inspects_letter(s.letter_id)
              ELSE app_client_visible(s.client_id) END`,
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropSearchSideTable(knex, PROTEST_LETTER_SEARCH);
}
