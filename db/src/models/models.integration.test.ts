import knexFactory, { type Knex } from 'knex';
import { Model, type ModelClass, type Relation } from 'objection';
import { knexConfig } from '../knex';
import * as models from '.';

/**
 * The models are the runtime's only way to the tables, so each must name real columns: its id,
 * every property its JSON schema checks (written as camelCase, stored snake_case) and both ends
 * of every relation. A migration that renames a column fails here, not in a request.
 */
const bound = (Object.entries(models) as [string, unknown][]).filter(
  (entry): entry is [string, ModelClass<Model>] =>
    typeof entry[1] === 'function' &&
    entry[1].prototype instanceof Model &&
    Boolean((entry[1] as ModelClass<Model>).tableName),
);

const snake = (property: string) => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('every model names real columns', () => {
  let db: Knex;
  const columns = new Map<string, Set<string>>();
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: run integration tests with `npm test`.');
    db = knexFactory(knexConfig(url, { max: 1 }));
    const rows: { table_name: string; column_name: string }[] = await db('information_schema.columns')
      .where('table_schema', 'public')
      .select('table_name', 'column_name');
    for (const { table_name, column_name } of rows)
      columns.set(table_name, (columns.get(table_name) ?? new Set()).add(column_name));
  });
  afterAll(() => db?.destroy());

  it.each(bound)('%s', (_name, model) => {
    const table = columns.get(model.tableName);
    expect([model.tableName, Boolean(table)]).toEqual([model.tableName, true]);
    const named = [...[model.idColumn].flat(), ...Object.keys(model.jsonSchema?.properties ?? {}).map(snake)];
    for (const relation of Object.values(model.getRelations()) as Relation[])
      for (const property of relation.ownerProp.cols) named.push(property);
    expect(named.filter((column) => !table!.has(column))).toEqual([]);
  });
});
