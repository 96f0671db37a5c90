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

/**
 * Files a case as its wizard does: a draft (in the name of `forClient`'s client, for a broker), each
 * document uploaded to it, then the filing naming the draft. Answers the filed case.
 */
export async function fileThroughDraft(
  call: Api,
  headers: Record<string, string>,
  filing: {
    /** The case list, `/api/reimbursements` or `/api/protest-letters`. */
    cases: string;
    forClient: { clientId?: string };
    /** The documents the case needs, as [documentType, file name], uploaded one after another. */
    documents: readonly (readonly [string, string])[];
    upload: (
      draftId: string,
      file: { documentType: string; name: string },
    ) => Promise<{ status: number; body: unknown }>;
    body: Record<string, unknown>;
  },
) {
  const { cases, forClient, documents, upload, body } = filing;
  const draft = created('draft', await call('POST', `${cases}/drafts`, { data: {}, ...forClient }, headers));
  for (const [documentType, name] of documents)
    created('upload', await upload(draft.id, { documentType, name }));
  return created('filing', await call('POST', cases, { ...body, draftId: draft.id, ...forClient }, headers));
}
