import type { FileStack } from './stack-harness';
import { CALLERS } from './callers';
import { shippingRefs } from './reimbursement-builders';
import { signedIn } from './tokens';

/** What tests of reimbursement requests through the api set up for their whole file. */
export interface ReimbursementFiling {
  /** A session of the demo client (Alfa's master), who files. */
  readonly client: Record<string, string>;
  /** A session of the demo claims analyst, who acts on the case. */
  readonly claims: Record<string, string>;
  /** The seeded ports and vessel a request names. */
  readonly refs: Awaited<ReturnType<typeof shippingRefs>>;
}

/**
 * The client and claims sessions and the shipping refs, once the file's stack (stackForFile) is
 * up, in a beforeAll after the stack's. Read them inside a test.
 */
export function reimbursementFilingForFile(run: FileStack): ReimbursementFiling {
  let found: ReimbursementFiling | undefined;
  beforeAll(async () => {
    const db = run.stack.deps.db;
    found = {
      client: await signedIn(db, CALLERS.CLIENT_MASTER),
      claims: await signedIn(db, CALLERS.CLAIMS),
      refs: await shippingRefs(db),
    };
  });
  const ready = () => {
    if (!found) throw new Error('the filing sessions are not ready yet (read them inside a test)');
    return found;
  };
  return {
    get client() {
      return ready().client;
    },
    get claims() {
      return ready().claims;
    },
    get refs() {
      return ready().refs;
    },
  };
}
