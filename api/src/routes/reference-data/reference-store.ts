import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { Locale } from '@claims/domain';
import type { SessionUser } from '../../auth/session-user';

/** Who is asking and in which language: what a resource needs to scope and label its rows. */
export interface ReferenceCaller {
  db: Knex;
  locale: Locale;
  user: SessionUser;
}

/** A catalogue row with `name`, its label in the caller's language, selected beside it. */
export type Localized<M> = M & { name: string };

/**
 * How one resource reads and writes its records. A record the caller cannot see, or that was
 * removed, answers 404 from `find`, `update` and `remove` alike.
 */
export interface ReferenceStore<Row, Create, Update> {
  /** The rows the caller may list, before the list query sorts, filters and pages them. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model: the rows are what is typed
  rows(caller: ReferenceCaller): QueryBuilder<any, Row[]>;
  find(caller: ReferenceCaller, id: string): Promise<Row>;
  create(caller: ReferenceCaller, input: Create): Promise<Row>;
  update(caller: ReferenceCaller, id: string, input: Update): Promise<Row>;
  remove(caller: ReferenceCaller, id: string): Promise<Row>;
}
