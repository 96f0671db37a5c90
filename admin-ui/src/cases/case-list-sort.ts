import type { SortPayload } from 'react-admin';

/** Both case lists' default order (ReimbursementList, ProtestLetterList): newest first. */
export const CASE_LIST_DEFAULT_SORT: SortPayload = { field: 'createdAt', order: 'DESC' };
