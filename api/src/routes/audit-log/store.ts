import type { Knex } from 'knex';
import { AuditLogEntry } from '@claims/db';

/**
 * An entry with the names a reader knows: the actor's, and the audited record's; and an audited
 * company's country, whose mask its tax id is written with.
 */
export type AuditLogRow = AuditLogEntry & {
  actorName: string | null;
  entityName: string | null;
  entityCountry: string | null;
};

/** Every entry, as `a`, with its actor's name and its record's (in the reader's language). */
export function auditLogRows(db: Knex, locale: string) {
  return AuditLogEntry.query(db)
    .alias('a')
    .leftJoinRelated('actor as u')
    .select(
      'a.*',
      db.raw("u.name || ' ' || u.last_name as actor_name"),
      entityName(db, locale),
      entityCountry(db),
    )
    .castTo<AuditLogRow[]>();
}

function entityCountry(db: Knex) {
  const byId = (table: string) => `(select x.country from ${table} x where cast(x.id as text) = a.entity_id)`;
  return db.raw(
    `case a.entity
      when 'clients' then ${byId('clients')}
      when 'customs-brokers' then ${byId('customs_brokers')}
    end as entity_country`,
  );
}

/**
 * The names of the clients and customs brokers with these ids, in one query (removed ones keep
 * theirs); an id that names neither is left out.
 */
export async function companyNames(
  db: Knex,
  ids: { clients: readonly string[]; customsBrokers: readonly string[] },
): Promise<Map<string, string>> {
  if (!ids.clients.length && !ids.customsBrokers.length) return new Map();
  const named = (table: string, some: readonly string[]) =>
    db
      .select<{ id: string; name: string }[]>(db.raw('cast(id as text) as id'), 'name')
      .from(table)
      .whereIn('id', some);
  const rows = await named('clients', ids.clients).unionAll(
    named('customs_brokers', ids.customsBrokers),
    true,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The audited record's name, so the log reads "Porto de Santos", not a UUID (removed records keep theirs). */
function entityName(db: Knex, locale: string) {
  const byId = (table: string, name: string) =>
    `(select ${name} from ${table} x where cast(x.id as text) = a.entity_id)`;
  return db.raw(
    `case a.entity
      when 'users' then ${byId('users', "x.name || ' ' || x.last_name")}
      when 'clients' then ${byId('clients', 'x.name')}
      when 'customs-brokers' then ${byId('customs_brokers', 'x.name')}
      when 'ports' then ${byId('ports', 'x.name')}
      when 'vessels' then ${byId('vessels', 'x.name')}
      when 'sinister-causes' then ${byId('sinister_causes', "coalesce(x.labels->>?, x.labels->>'pt-BR', x.key)")}
      when 'document-types' then (select coalesce(x.labels->>?, x.labels->>'pt-BR', x.key) from document_types x where x.key = a.entity_id)
    end as entity_name`,
    [locale, locale],
  );
}
