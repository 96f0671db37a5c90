/**
 * An error the API answers on purpose. `messageKey` is a key of the domain's message catalogue;
 * the error middleware turns it into the caller's language.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}
