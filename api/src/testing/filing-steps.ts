/** What the case builders (reimbursement-builders, protest-builders) share to file through the api. */

/** The api as a builder calls it: `api` of the stack harness, or a script's own fetch. */
export type Api = (
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The body of a step's 201; any other answer stops the builder, naming the step. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function created(step: string, res: { status: number; body: any }) {
  if (res.status !== 201) throw new Error(`${step} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
