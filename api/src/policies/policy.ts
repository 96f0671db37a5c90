import type { ErrorCode } from '@claims/domain';
import type { SessionUser } from '../auth/session-user';
import { HttpError } from '../http-error';

/**
 * A rule's answer: `true` allows; `false` refuses with the catalogue's bare 403; an error code
 * refuses and says why ("a master account manages only its company's operators"), whenever the
 * reason is one the user can act on.
 */
export type Verdict = boolean | ErrorCode;

/** Whether `user` may take `action` on `record`: the whole answer, from the role and the record alone. */
export type Rule<R> = (user: SessionUser, record: R) => Verdict;

export interface Policy<A extends string, R> {
  /** The one answer to "may this user do this to this record?" (outline's `can`). */
  can(user: SessionUser, action: A, record: R): boolean;
  /** Every action `can` allows on the record, in the policy's order (outline's `serialize`). */
  allowed(user: SessionUser, record: R): A[];
  /** Why the action is refused: the error code a route answers with, or null when it is allowed. */
  refusal(user: SessionUser, action: A, record: R): ErrorCode | null;
}

/**
 * A resource's policy: one rule per action. Reach (which companies' cases a user sees) is not
 * a rule here: the stores answer 404 outside it, and row-level security holds the same line.
 */
export function definePolicy<A extends string, R>(rules: Record<A, Rule<R>>): Policy<A, R> {
  const actions = Object.keys(rules) as A[];
  const verdict = (user: SessionUser, action: A, record: R): Verdict =>
    Object.hasOwn(rules, action) ? rules[action](user, record) : false;
  return {
    can: (user, action, record) => verdict(user, action, record) === true,
    allowed: (user, record) => actions.filter((action) => rules[action](user, record) === true),
    refusal: (user, action, record) => {
      const answer = verdict(user, action, record);
      return answer === true ? null : answer === false ? 'FORBIDDEN' : answer;
    },
  };
}

/** A policy whose actions' rules are all made alike (a kind of case's commands): `ruleOf` makes each one's. */
export function policyForEach<A extends string, R>(
  actions: readonly A[],
  ruleOf: (action: A) => Rule<R>,
): Policy<A, R> {
  return definePolicy(
    Object.fromEntries(actions.map((action) => [action, ruleOf(action)])) as Record<A, Rule<R>>,
  );
}

/** 403 (or the refusal's own code) unless the policy allows it: what a route asks before it does anything. */
export function authorize<A extends string, R>(
  policy: Policy<A, R>,
  user: SessionUser,
  action: A,
  record: R,
) {
  const refusal = policy.refusal(user, action, record);
  if (refusal) throw HttpError.of(refusal);
}
