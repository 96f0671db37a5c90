import { ApplicationFailure } from '@temporalio/workflow';

// The failures a case workflow refuses a person's command with; the api answers each by its type.

/** The action is not open to this actor in the case's status; `what` names the case in the message. */
export function illegalTransition(action: string, status: string, what: 'request' | 'letter') {
  return ApplicationFailure.create({
    type: 'ILLEGAL_TRANSITION',
    message: `${action} is not allowed while the ${what} is ${status}`,
    details: [{ action, status }],
    nonRetryable: true,
  });
}

/** The command's payload fails the action's schema: each issue as its field path and message key. */
export function invalidPayload(
  action: string,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  return ApplicationFailure.create({
    type: 'INVALID_PAYLOAD',
    message: `Invalid payload for ${action}`,
    details: [issues.map((i) => ({ path: i.path.join('.'), message: i.message }))],
    nonRetryable: true,
  });
}
