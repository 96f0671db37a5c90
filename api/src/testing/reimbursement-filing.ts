import { api, type FileStack } from './stack-harness';
import { CALLERS } from './callers';
import { fileReimbursement, shippingRefs } from './reimbursement-builders';
import { signedIn } from './tokens';

/** What tests of reimbursement requests through the api set up for their whole file. */
export interface ReimbursementFiling {
  /** A session of the demo client (Alfa's master), who files. */
  readonly client: Record<string, string>;
  /** A session of the demo claims analyst, who acts on the case. */
  readonly claims: Record<string, string>;
  /** The seeded ports and vessel a request names. */
  readonly refs: Awaited<ReturnType<typeof shippingRefs>>;
  /** A request to the file's api, as the caller whose headers it carries. */
  call(method: string, path: string, body: unknown, headers: Record<string, string>): ReturnType<typeof api>;
  /** A complete request filed by the client through a draft with the required files. */
  fileAsClient(body: Record<string, unknown>): ReturnType<typeof fileReimbursement>;
}

/**
 * The client and claims sessions and the shipping refs, filled in once the file's stack
 * (stackForFile) is up, in a beforeAll after the stack's: read them inside a test.
 */
export function reimbursementFilingForFile(run: FileStack): ReimbursementFiling {
  const call: ReimbursementFiling['call'] = (method, path, body, headers) =>
    api(run.stack.baseUrl, method, path, body, headers);
  const filing = {
    call,
    fileAsClient: (body) => fileReimbursement(run.stack.baseUrl, call, filing.client, body),
  } as ReimbursementFiling;
  beforeAll(async () => {
    const db = run.stack.deps.db;
    Object.assign(filing, {
      client: await signedIn(db, CALLERS.CLIENT_MASTER),
      claims: await signedIn(db, CALLERS.CLAIMS),
      refs: await shippingRefs(db),
    });
  });
  return filing;
}
