import type { Knex } from 'knex';
import { EmailLogEntry } from '@claims/db';

/** Every e-mail the jobs worker sent, is retrying or gave up on, for the list to filter and page. */
export const emailLogEntries = (db: Knex) => EmailLogEntry.query(db);
