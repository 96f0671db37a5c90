import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { ProtestCase, ProtestPersonAction } from '@claims/domain/protest';

/** The read model of a running letter, as the workflow sees it. */
export interface ProtestCaseView extends ProtestCase {
  letterId: string;
  seq: number;
  statusEnteredAt: string;
}

/** A person's command: who acts (for the log and the inspector check) and what they send. */
export interface ProtestCommand<P = Record<string, unknown>> {
  actor: 'STAFF' | 'CLIENT_SIDE' | 'INSPECTOR';
  doneBy: string;
  payload: P;
}

export const protestStateQuery = defineQuery<ProtestCaseView>('protestState');

/** Resolves once the filing is projected, so the API can answer with the stored row. */
export const protestFiledUpdate = defineUpdate<ProtestCaseView>('protestFiled');

/** One update per person-driven action of the domain transition table, named as the action. */
export const protestActionUpdate = (action: ProtestPersonAction) =>
  defineUpdate<ProtestCaseView, [ProtestCommand]>(`protest.${action}`);

/** A file of the letter its uploader removed (SPEC §4's undoable delete): who, which file. */
export interface ProtestFileRemoved {
  doneBy: string;
  fileId: string;
  documentType: string | null;
  fileName: string;
}

/** Logs FILE_REMOVED without moving the letter (the workflow owns the log's numbering). */
export const protestFileRemovedUpdate = defineUpdate<ProtestCaseView, [ProtestFileRemoved]>(
  'protest.recordFileRemoved',
);
