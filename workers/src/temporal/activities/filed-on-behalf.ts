import type { Knex } from 'knex';
import { User } from '@claims/db';

/**
 * The notice a client company receives when someone outside it (a customs broker, or staff) files
 * a case in its name: the company's own users would otherwise learn of it only by chance, since
 * every later notice meant for the customer goes to whoever filed. Null when the filer is one of
 * the company's users (their own confirmation says it all).
 */
export async function filedOnBehalfNotice(
  trx: Knex.Transaction,
  filing: {
    kind: string;
    eventKey: (recipient: string) => string;
    caseKind: 'protest_letter' | 'reimbursement';
    caseId: string;
    reference: string;
    clientId: string | null;
    filerId: string | null;
  },
) {
  if (!filing.clientId || !filing.filerId) return null;
  const filer = await User.query(trx)
    .findById(filing.filerId)
    .withGraphFetched('customsBroker')
    .select('id', 'name', 'lastName', 'clientId', 'customsBrokerId');
  if (!filer || filer.clientId === filing.clientId) return null;
  // A broker is named by its company; a staff member by their own name.
  const filedBy = filer.customsBroker?.name ?? [filer.name, filer.lastName].filter(Boolean).join(' ');
  const recipient = `client:${filing.clientId}`;
  return {
    eventKey: filing.eventKey(recipient),
    kind: filing.kind,
    payload: {
      caseKind: filing.caseKind,
      caseId: filing.caseId,
      reference: filing.reference,
      recipient,
      filedBy,
    },
  };
}
