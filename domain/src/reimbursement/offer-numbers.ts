/**
 * The number each offer of an agreement thread is shown with, counted within its kind: the team's
 * proposals 1, 2, 3 and the customer's counteroffers 1, 2 ("Proposal 2" answers "Counteroffer 1"),
 * in the order of `offers`. The stored version runs through both kinds and is no reader's number.
 */
export function offerNumbers(offers: readonly { kind: string }[]): number[] {
  const counted = new Map<string, number>();
  return offers.map(({ kind }) => {
    const number = (counted.get(kind) ?? 0) + 1;
    counted.set(kind, number);
    return number;
  });
}
