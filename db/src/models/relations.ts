import { Model, type RelationMapping } from 'objection';

/**
 * The plain relations most models declare, named as objection names them. `from` and `to` are
 * `table.property`, as in objection's own `join`: knex maps the property to its column.
 */
type Related = RelationMapping<Model>['modelClass'];

/** This row's `from` column names one row of `modelClass` (its `to`, usually `id`). */
export function belongsToOne(modelClass: Related, from: string, to: string): RelationMapping<Model> {
  return { relation: Model.BelongsToOneRelation, modelClass, join: { from, to } };
}

/** Rows of `modelClass` name this row in their `to` column. */
export function hasMany(modelClass: Related, from: string, to: string): RelationMapping<Model> {
  return { relation: Model.HasManyRelation, modelClass, join: { from, to } };
}

/** At most one row of `modelClass` names this row in its `to` column. */
export function hasOne(modelClass: Related, from: string, to: string): RelationMapping<Model> {
  return { relation: Model.HasOneRelation, modelClass, join: { from, to } };
}

/** Rows of `modelClass` linked to this row through the rows of a join table (`through`). */
export function manyToMany(
  modelClass: Related,
  from: string,
  through: { from: string; to: string },
  to: string,
): RelationMapping<Model> {
  return { relation: Model.ManyToManyRelation, modelClass, join: { from, through, to } };
}
