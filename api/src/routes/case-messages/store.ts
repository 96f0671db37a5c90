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
    .select('m.*', 'u.name', 'u.last_name')
    .castTo<CaseMessageRow[]>();

/** A case's conversation, oldest first. */
export function caseConversation(trx: Knex.Transaction, kind: CaseKind, caseId: string) {
  return messages(trx, kind, caseId).orderBy([{ column: 'm.created_at' }, { column: 'm.id' }]);
}

/**
 * Adds a message to a case and, when someone is to hear of it, the outbox row that tells them
 * (keyed by message and recipient, so it is written once); answers the message as shown.
 */
export async function addCaseMessage(
  trx: Knex.Transaction,
  message: { kind: CaseKind; caseId: string; authorId: string; text: string },
  notice: { recipient: string; payload: Record<string, unknown> } | null,
): Promise<CaseMessageRow> {
  const { id } = await CaseMessage.query(trx)
    .insert({
      caseKind: message.kind,
      caseId: message.caseId,
      authorId: message.authorId,
      text: message.text,
    })
    .returning('id');
  if (notice)
    await OutboxEvent.append(trx, {
      eventKey: `message:${id}:${notice.recipient}`,
      kind: OUTBOX_KINDS.caseMessage,
      payload: notice.payload,
    });
  const added = await messages(trx, message.kind, message.caseId).where('m.id', id).first();
  return added as CaseMessageRow;
}
