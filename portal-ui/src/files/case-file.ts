import type { CaseFileResponse } from '@claims/contract';

/** One file of a case as the api presents it. */
export type CaseFile = CaseFileResponse;
