import type { Knex } from 'knex';
import {
  CURRENCIES,
  DOCUMENT_TYPES,
  OFFICES,
  PORTS,
  ROLES,
  SINISTER_CAUSES,
  TEAMS,
  VESSELS,
  type CodeEntry,
} from '@claims/domain';

/**
 * Upserts the domain catalogue into its tables; runs on every start, so a change to the code
 * tables reaches existing databases. It never deletes and never touches `active` or
 * `deleted_at` (an admin's deactivation sticks), and it leaves ports, vessels and sinister
 * causes an admin has edited (`customized_at` set) as the admin left them.
 */
export async function seedReferenceData(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    const now = trx.fn.now();
    const code = (entry: CodeEntry) => ({
      key: entry.key,
      code: entry.code,
      labels: JSON.stringify(entry.labels),
      updated_at: now,
    });
    const mergeCode = ['code', 'labels', 'updated_at'];

    await trx('currencies')
      .insert(CURRENCIES.map((c) => ({ ...code(c), symbol: c.symbol, decimals: c.decimals })))
      .onConflict('key')
      .merge([...mergeCode, 'symbol', 'decimals']);
    await trx('teams').insert(TEAMS.map(code)).onConflict('key').merge(mergeCode);
    await trx('roles')
      .insert(ROLES.map((r) => ({ ...code(r), spring_key: r.springKey })))
      .onConflict('key')
      .merge([...mergeCode, 'springKey']);
    await trx('offices')
      .insert(
        OFFICES.map((o) => ({
          ...code(o),
          country_iso2: o.countryIso2,
          local_currency: o.localCurrency,
          default_team: o.defaultTeam,
          notice_regime: o.noticeRegime,
        })),
      )
      .onConflict('key')
      .merge([...mergeCode, 'countryIso2', 'localCurrency', 'defaultTeam', 'noticeRegime']);
    await trx('document_types')
      .insert(DOCUMENT_TYPES.map((d) => ({ ...code(d), slug: d.slug })))
      .onConflict('key')
      .merge([...mergeCode, 'slug']);

    await trx('sinister_causes')
      .insert(SINISTER_CAUSES.map(code))
      .onConflict('key')
      .merge(mergeCode)
      .whereNull('sinister_causes.customizedAt');
    await trx('ports')
      .insert(
        PORTS.map((p) => ({ code: p.code, name: p.name, city: p.city, country: p.country, updated_at: now })),
      )
      .onConflict('code')
      .merge(['name', 'city', 'country', 'updatedAt'])
      .whereNull('ports.customizedAt');
    await trx('vessels')
      .insert(VESSELS.map((v) => ({ code: v.code, name: v.name, short_name: v.shortName, updated_at: now })))
      .onConflict('code')
      .merge(['name', 'shortName', 'updatedAt'])
      .whereNull('vessels.customizedAt');
  });
}
