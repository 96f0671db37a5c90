import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { OUTBOX_KINDS } from '@claims/domain';
import { CaseMessage, OutboxEvent, type CaseKind } from '@claims/db';

/** A message with its author's name, as the conversation shows it. */
export type CaseMessageRow = CaseMessage & { name: string | null; lastName: string | null };

const messages = (trx: Knex.Transaction, kind: CaseKind, caseId: string) =>
  CaseMessage.query(trx)
    .alias('m')
    .leftJoinRelated('author as u')
    .where({ 'm.case_kind': kind, 'm.case_id': caseId })
    .select('m.*', 'u.name', 'u.lastName')
    .castTo<CaseMessageRow[]>();

/** A case's conversation, oldest first. */
export function caseConversation(trx: Knex.Transaction, kind: CaseKind, caseId: string) {
  return messages(trx, kind, caseId).orderBy([{ column: 'm.createdAt' }, { column: 'm.id' }]);
}

/**
 * Adds a message to a case and, when someone is to hear of it, the outbox row that tells them
 * (keyed by message and recipient, so it is written once); answers the message as shown. A
 * message given its `id` (one named by an Idempotency-Key) that is already kept is answered as
 * it is, and nobody is told of it again.
 */
export async function addCaseMessage(
  trx: Knex.Transaction,
  message: { id?: string; kind: CaseKind; caseId: string; authorId: string; text: string },
  notice: { recipient: string; payload: Record<string, unknown> } | null,
): Promise<CaseMessageRow> {
  const { kind, caseId, authorId, text } = message;
  const id = message.id ?? randomUUID();
  // A retry running alongside waits here for the first to commit, then finds its row kept.
  const written: { id: string }[] = await CaseMessage.append(trx, {
    id,
    caseKind: kind,
    caseId,
    authorId,
    text,
  })
    .onConflict('id')
    .ignore()
    .returning('id');
  if (notice && written.length > 0)
    await OutboxEvent.append(trx, {
      eventKey: `message:${id}:${notice.recipient}`,
      kind: OUTBOX_KINDS.caseMessage,
      payload: notice.payload,
    });
  const added = await messages(trx, kind, caseId).where('m.id', id).first();
  return added as CaseMessageRow;
}
