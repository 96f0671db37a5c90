import { ERROR_DEFINITIONS, type ErrorCode, type Locale } from '@claims/domain';

/** Per-field messages, or how to write them once the caller's language is known. */
export type FieldMessages = Readonly<Record<string, string>> | ((locale: Locale) => Record<string, string>);

/**
 * An error the API answers on purpose. `code` is one of the domain's ERROR_DEFINITIONS, so every
 * code a client can receive is documented and has a text in each language; `messageKey` is a
 * key of the message catalogue, which the error middleware turns into the caller's language.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly fields?: FieldMessages,
    /** Facts a client acts on, answered as they are (DRAFT_ALREADY_FILED: the case's id). */
    readonly details?: Readonly<Record<string, string>>,
  ) {
    super(code);
  }

  /** An error of the domain's catalogue (ERROR_DEFINITIONS): status and text come from there. */
  static of(
    code: ErrorCode,
    params: Record<string, string | number> = {},
    fields?: FieldMessages,
    details?: Readonly<Record<string, string>>,
  ): HttpError {
    const definition = ERROR_DEFINITIONS[code];
    return new HttpError(definition.httpStatus, code, definition.messageKey, params, fields, details);
  }

  /** The field messages in `locale` (the request's language), if the error names fields. */
  fieldsIn(locale: Locale): Record<string, string> | undefined {
    return typeof this.fields === 'function' ? this.fields(locale) : this.fields;
  }
}
