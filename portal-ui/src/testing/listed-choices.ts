import type { Option } from '../forms/inputs';
import type { ReferenceChoices } from '../forms/reference-choices';

/** A reference list a component test gives as read already, whole: nothing to search or read by id. */
export const listedChoices = <O extends Option>(options: O[], path = '/api/listed'): ReferenceChoices<O> => ({
  source: { path, toOption: (row: O) => row },
  options,
  complete: true,
  loading: false,
});
