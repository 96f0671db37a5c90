import type { SessionUser } from '../auth/session-user';
import { HttpError } from '../http-error';

/** Whether `user` may take `action` on `record`: the whole answer, from the role and the record alone. */
export type Rule<R> = (user: SessionUser, record: R) => boolean;

export interface Policy<A extends string, R> {
  /** The one answer to "may this user do this to this record?" (outline's `can`). */
  can(user: SessionUser, action: A, record: R): boolean;
  /** Every action `can` allows on the record, in the policy's order (outline's `serialize`). */
  allowed(user: SessionUser, record: R): A[];
}

/**
 * A resource's policy: one rule per action. Reach (which companies' cases a user sees) is not
 * a rule here: the stores answer 404 outside it, and row-level security holds the same line.
 */
export function definePolicy<A extends string, R>(rules: Record<A, Rule<R>>): Policy<A, R> {
  const actions = Object.keys(rules) as A[];
  return {
    can: (user, action, record) => Object.hasOwn(rules, action) && rules[action](user, record),
    allowed: (user, record) => actions.filter((action) => rules[action](user, record)),
  };
}

/** 403 unless the policy allows it: what a route asks before it does anything. */
export function authorize<A extends string, R>(
  policy: Policy<A, R>,
  user: SessionUser,
  action: A,
  record: R,
) {
  if (!policy.can(user, action, record)) throw HttpError.of('FORBIDDEN');
}
