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
    // Rows come back camelCase (knexSnakeCaseMappers), the names they hold as the database has them.
    const rows: { tableName: string; columnName: string }[] = await db('information_schema.columns')
      .where('tableSchema', 'public')
      .select('tableName', 'columnName');
    for (const { tableName, columnName } of rows)
      columns.set(tableName, (columns.get(tableName) ?? new Set()).add(columnName));
  });
  afterAll(() => db?.destroy());

  it.each(bound)('%s', (_name, model) => {
    const table = columns.get(model.tableName);
    expect([model.tableName, Boolean(table)]).toEqual([model.tableName, true]);
    const properties = [...[model.idColumn].flat(), ...Object.keys(model.jsonSchema?.properties ?? {})];
    for (const relation of Object.values(model.getRelations()) as Relation[])
      for (const property of relation.ownerProp.cols) properties.push(property);
    expect(properties.map(snake).filter((column) => !table!.has(column))).toEqual([]);
  });
});
