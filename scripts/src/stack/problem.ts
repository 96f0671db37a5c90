/**
 * A start-up problem the person at the keyboard can fix. The supervisor prints its message as
 * one sentence, without a stack trace, and exits non-zero.
 */
export class StackProblem extends Error {
  override name = 'StackProblem';
}
