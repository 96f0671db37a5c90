import type { Knex } from 'knex';
import type { z } from 'zod';
import type { CaseFileStatus } from '@claims/domain';
import type { CaseKind as CaseKindKey } from '@claims/db';
import type { UpdateDefinition } from '@temporalio/common';
import type { SessionUser } from '../auth/session-user';
import type { Policy } from '../policies';

/** A file as the case's log names it: FILE_ADDED or FILE_REMOVED. */
export interface LoggedFile {
  id: string;
  documentType: string | null;
  name: string;
  uploadedAt?: string;
}

/** A file change as both case workflows log it. */
export interface FileChangeArgs {
  doneBy: string;
  fileId: string;
  documentType: string | null;
  fileName: string;
}

/** A command as both case workflows take it: who acts, as which side, with what. */
export interface CaseCommandArgs {
  actor: string;
  doneBy: string;
  payload: Record<string, unknown>;
}

/**
 * What the shared command and file routes need to know about one kind of case: how to find it
 * within the user's reach, who may do what (its policy), what each command carries, and the
 * workflow that decides. Each kind builds one over the api's dependencies. Everything else (the Idempotency-Key, the order of the refusals, the
 * mapping of the workflow's answers, the upload rules) is the same for both kinds.
 */
export interface CaseKind<R extends { id: string; clientId: string | null }, A extends string> {
  kind: CaseKindKey;
  /** Runs `fn` under the user's row-level-security scope. */
  inScope<T>(user: SessionUser, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
  /** A filed case the user reaches, or 404. */
  find(trx: Knex.Transaction, user: SessionUser, id: string): Promise<R>;
  /** A draft of one's own, or a filed case the user reaches (with its status), or 404. */
  findOrDraft(
    trx: Knex.Transaction,
    user: SessionUser,
    id: string,
  ): Promise<{ draft: true } | { draft: false; status: CaseFileStatus }>;
  isAction(name: string): name is A;
  policy: Policy<A, R>;
  /** The command's payload schema for this case (its office decides telephones and dates). */
  payloadSchema(action: A, record: R): z.ZodType;
  /**
   * What only the database knows about a valid payload (references, the open proposal's
   * currency): 422s, in the case's scope. May return what else the update carries, decided
   * after the scope closes (the author's authority limit).
   */
  check(
    trx: Knex.Transaction,
    user: SessionUser,
    record: R,
    action: A,
    payload: Record<string, unknown>,
  ): Promise<(() => Promise<Record<string, unknown>>) | void>;
  /** Who the user acts as in the workflow's words, once the policy has let them ask. */
  actorOf(user: SessionUser): string;
  workflowId(id: string): string;
  actionUpdate(action: A): UpdateDefinition<unknown, [CaseCommandArgs]>;
  /** FILE_ADDED through the workflow, for kinds whose log records uploads. */
  fileAddedUpdate?: UpdateDefinition<unknown, [FileChangeArgs]>;
  /** FILE_REMOVED through the workflow. */
  fileRemovedUpdate: UpdateDefinition<unknown, [FileChangeArgs]>;
  /** The case as its answers present it to this user, `allowedActions` included. */
  load(user: SessionUser, id: string): Promise<unknown>;
}
