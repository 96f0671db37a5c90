import type { MessageParams } from '../i18n/interpolate';

/** Who settled a case, as the api answers it to both sides (the same person for staff and customer). */
export interface DecisionMaker {
  decidedByName: string | null;
  /** The customer decided by accepting the team's proposal; else someone of the claims team did. */
  decidedByClient: boolean;
}

type DecidedByKey = 'conversation.outcome.clientAccepted' | 'conversation.outcome.clientAcceptedNamed';

/**
 * The words under "Decided by" in the console's and the portal's closing card: the analyst's or
 * master's name, or that the customer accepted the proposal (with their name when known). One
 * wording for both, so staff and customer read the same case the same way.
 */
export function decidedByText(
  decision: DecisionMaker,
  t: (key: DecidedByKey, params?: MessageParams) => string,
): string | null {
  if (!decision.decidedByClient) return decision.decidedByName;
  return decision.decidedByName
    ? t('conversation.outcome.clientAcceptedNamed', { name: decision.decidedByName })
    : t('conversation.outcome.clientAccepted');
}
