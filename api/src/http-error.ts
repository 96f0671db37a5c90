import { ERROR_DEFINITIONS, type ErrorCode } from '@claims/domain';

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

  /** An error of the domain's catalogue (ERROR_DEFINITIONS): status and text come from there. */
  static of(
    code: ErrorCode,
    params: Record<string, string | number> = {},
    fields?: Record<string, string>,
  ): HttpError {
    const definition = ERROR_DEFINITIONS[code];
    return new HttpError(definition.httpStatus, code, definition.messageKey, params, fields);
  }
}
