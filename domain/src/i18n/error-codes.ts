import type { MessageKey } from './translate';

/**
 * The `error.code` values of API error bodies, each with its HTTP status and the catalogue text
 * shown to the user. One table so the API, the UIs and the OpenAPI document agree.
 */
export const ERROR_DEFINITIONS = {
  GENERIC: { httpStatus: 400, messageKey: 'errors.generic' },
  VALIDATION_FAILED: { httpStatus: 422, messageKey: 'errors.validation' },
  INVALID_JSON: { httpStatus: 400, messageKey: 'errors.invalidJson' },
  UNKNOWN_SORT_FIELD: { httpStatus: 400, messageKey: 'errors.unknownSortField' },
  RANGE_TOO_LARGE: { httpStatus: 400, messageKey: 'errors.rangeTooLarge' },
  UNAUTHENTICATED: { httpStatus: 401, messageKey: 'errors.unauthenticated' },
  INVALID_CREDENTIALS: { httpStatus: 401, messageKey: 'errors.invalidCredentials' },
  INVALID_TOKEN: { httpStatus: 400, messageKey: 'errors.invalidToken' },
  FORBIDDEN: { httpStatus: 403, messageKey: 'errors.forbidden' },
  // Cases outside the user's reach also answer this, so ids cannot be probed (ARCHITECTURE §5).
  NOT_FOUND: { httpStatus: 404, messageKey: 'errors.notFound' },
  RECORD_NOT_FOUND: { httpStatus: 404, messageKey: 'errors.recordNotFound' },
  DUPLICATE_EMAIL: { httpStatus: 409, messageKey: 'errors.duplicateEmail' },
  INVALID_TRANSITION: { httpStatus: 409, messageKey: 'errors.invalidTransition' },
  REQUEST_IN_PROGRESS: { httpStatus: 409, messageKey: 'errors.requestInProgress' },
  // Same Idempotency-Key, different body: 422 as in the IETF Idempotency-Key draft.
  IDEMPOTENCY_CONFLICT: { httpStatus: 422, messageKey: 'errors.idempotencyConflict' },
  PROTEST_MANDATORY_FILES: { httpStatus: 422, messageKey: 'errors.protestMandatoryFiles' },
  PROTEST_CREATION_FAILED: { httpStatus: 500, messageKey: 'errors.protestCreation' },
  PAYLOAD_TOO_LARGE: { httpStatus: 413, messageKey: 'errors.payloadTooLarge' },
  UNSUPPORTED_FILE_TYPE: { httpStatus: 415, messageKey: 'errors.invalidFileType' },
  TOO_MANY_REQUESTS: { httpStatus: 429, messageKey: 'errors.tooManyRequests' },
  INTERNAL: { httpStatus: 500, messageKey: 'errors.internal' },
  SERVICE_UNAVAILABLE: { httpStatus: 503, messageKey: 'errors.serviceUnavailable' },
} as const satisfies Record<string, { httpStatus: number; messageKey: MessageKey }>;

export type ErrorCode = keyof typeof ERROR_DEFINITIONS;

/** `ErrorCode.DUPLICATE_EMAIL === 'DUPLICATE_EMAIL'`, for call sites that read better than a string. */
export const ErrorCode = Object.freeze(
  Object.fromEntries(Object.keys(ERROR_DEFINITIONS).map((code) => [code, code])) as {
    readonly [C in ErrorCode]: C;
  },
);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_DEFINITIONS, value);
}

export function errorMessageKey(code: ErrorCode): MessageKey {
  return ERROR_DEFINITIONS[code].messageKey;
}

export function errorHttpStatus(code: ErrorCode): number {
  return ERROR_DEFINITIONS[code].httpStatus;
}
