import { parseBody } from '../../validate';
import type { ReferenceStore } from '../reference-data';
import type { CustomsBrokerRow } from './presenter';
import { createCustomsBrokerSchema, type CustomsBrokerInput, type CustomsBrokerPatch } from './schema';
import {
  createCustomsBroker,
  customsBrokerRows,
  deleteCustomsBroker,
  findCustomsBroker,
  updateCustomsBroker,
} from './service';

/** Brokers as the caller may see them: every read and every answer goes through their reach. */
export const customsBrokerStore: ReferenceStore<CustomsBrokerRow, CustomsBrokerInput, CustomsBrokerPatch> = {
  rows: ({ db, user }) => customsBrokerRows(db, user),
  find: ({ db, user }, id) => findCustomsBroker(db, user, id),

  async create({ db, user, locale }, input) {
    const id = await createCustomsBroker(db, input, locale);
    return findCustomsBroker(db, user, id);
  },

  // A patch may change the country without the tax id or the other way round: the tax id is
  // valid only for its country, so the merged record is checked as a whole.
  async update({ db, user, locale }, id, patch) {
    const existing = await findCustomsBroker(db, user, id);
    const current = { name: existing.name, country: existing.country.trim(), taxId: existing.tax_id };
    const merged = parseBody(createCustomsBrokerSchema, { ...current, ...patch }, locale);
    await updateCustomsBroker(db, existing.id, merged, locale);
    return findCustomsBroker(db, user, existing.id);
  },

  async remove({ db, user }, id) {
    const existing = await findCustomsBroker(db, user, id);
    await deleteCustomsBroker(db, existing.id);
    return existing;
  },
};
