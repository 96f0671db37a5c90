import type { Knex } from 'knex';

/**
 * `list_order`: how people expect names in a list to be ordered, whatever the database's own
 * collation. Databases made with `C` (the embedded server's, many hosted ones) order by byte:
 * "Porto Itapoá" before "Porto de Belém", and every accented initial after "z". ICU's root
 * locale orders letters as words, case and accents second, the same in all four countries.
 * A server built without ICU keeps the byte order rather than failing to migrate.
 */
export async function up(knex: Knex): Promise<void> {
  const icu = await knex.raw(`select 1 from pg_collation where collprovider = 'i' limit 1`);
  await knex.raw(
    icu.rows.length > 0
      ? `create collation if not exists list_order (provider = icu, locale = 'und')`
      : `create collation if not exists list_order from "C"`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop collation if exists list_order');
}
