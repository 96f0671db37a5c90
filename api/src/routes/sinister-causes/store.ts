import { SinisterCause } from '@claims/db';
import type { SinisterCauseInput } from '@claims/contract';
import { keyFromLabel } from '../../list';
import { catalogueStore, type ReferenceStore } from '../reference-data';
import type { SinisterCauseRow } from './presenter';

const catalogue = catalogueStore<
  SinisterCause,
  SinisterCauseRow,
  SinisterCauseInput,
  Partial<SinisterCauseInput>
>({
  model: SinisterCause,
  codeProperty: 'key',
  localizedName: true,
  // The code comes from the table's sequence (1001 on): seeded causes keep the spec's 1-22.
  insertColumns: (input) => ({
    key: input.key ?? keyFromLabel(input.labels.en),
    labels: input.labels,
    active: input.active ?? true,
  }),
  updateColumns: (input) => ({ key: input.key, labels: input.labels, active: input.active }),
});

/** Live causes, with `name` in the caller's language; analyses that cite a removed cause keep it. */
export const sinisterCauseStore: ReferenceStore<
  SinisterCauseRow,
  SinisterCauseInput,
  Partial<SinisterCauseInput>
> = {
  ...catalogue,
  // Answers the cause as last seen: the soft-deleted row no longer carries the localized `name`.
  async remove(caller, id) {
    const row = await catalogue.find(caller, id);
    await catalogue.remove(caller, id);
    return row;
  },
};
