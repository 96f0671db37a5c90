import type { MessageKey } from './translate';

/**
 * The `error.code` values of API error bodies, each with its HTTP status and the catalogue text
 * shown to the user. One table so the API, the UIs and the OpenAPI document agree.
 */
export const ERROR_DEFINITIONS = {
  GENERIC: { httpStatus: 400, messageKey: 'errors.generic' },
  VALIDATION_FAILED: { httpStatus: 422, messageKey: 'errors.validation' },
  INVALID_JSON: { httpStatus: 400, messageKey: 'errors.invalidJson' },
  UNSUPPORTED_MEDIA_TYPE: { httpStatus: 415, messageKey: 'errors.unsupportedMediaType' },
  INVALID_LIST_QUERY: { httpStatus: 400, messageKey: 'errors.invalidListQuery' },
  UNKNOWN_SORT_FIELD: { httpStatus: 400, messageKey: 'errors.unknownSortField' },
  UNKNOWN_FILTER_FIELD: { httpStatus: 400, messageKey: 'errors.unknownFilterField' },
  RANGE_TOO_LARGE: { httpStatus: 400, messageKey: 'errors.rangeTooLarge' },
  INVALID_IDEMPOTENCY_KEY: { httpStatus: 400, messageKey: 'errors.invalidIdempotencyKey' },
  UNAUTHENTICATED: { httpStatus: 401, messageKey: 'errors.unauthenticated' },
  INVALID_CREDENTIALS: { httpStatus: 401, messageKey: 'errors.invalidCredentials' },
  // A spent, expired or unknown invitation or reset link submitted with a new password.
  INVALID_TOKEN: { httpStatus: 400, messageKey: 'errors.invalidToken' },
  // The same link looked up by the create-password page: there is nothing to greet.
  TOKEN_NOT_FOUND: { httpStatus: 404, messageKey: 'errors.invalidToken' },
  FORBIDDEN: { httpStatus: 403, messageKey: 'errors.forbidden' },
  // Cases outside the user's reach also answer this, so ids cannot be probed (ARCHITECTURE §5).
  CASE_NOT_FOUND: { httpStatus: 404, messageKey: 'errors.notFound' },
  // Users, companies and reference rows, likewise when outside the caller's reach.
  RECORD_NOT_FOUND: { httpStatus: 404, messageKey: 'errors.recordNotFound' },
  // No route at this path under /api.
  NOT_FOUND: { httpStatus: 404, messageKey: 'errors.routeNotFound' },
  METHOD_NOT_ALLOWED: { httpStatus: 405, messageKey: 'errors.methodNotAllowed' },
  UNKNOWN_ACTION: { httpStatus: 404, messageKey: 'errors.unknownAction' },
  DUPLICATE_EMAIL: { httpStatus: 409, messageKey: 'errors.duplicateEmail' },
  DUPLICATE_CODE: { httpStatus: 409, messageKey: 'errors.duplicateCode' },
  DUPLICATE_TAX_ID: { httpStatus: 409, messageKey: 'errors.duplicateTaxId' },
  CLIENT_IN_USE: { httpStatus: 409, messageKey: 'errors.clientInUse' },
  CUSTOMS_BROKER_IN_USE: { httpStatus: 409, messageKey: 'errors.customsBrokerInUse' },
  CANNOT_DELETE_SELF: { httpStatus: 409, messageKey: 'errors.cannotDeleteSelf' },
  // 403s whose reason the user can act on (issue 16: never a bare "Não autorizado" then).
  // A company master hands out, and manages, its own company's operator role only.
  OPERATORS_ONLY: { httpStatus: 403, messageKey: 'errors.operatorsOnly' },
  // A company master opening a user of its company who is not one of its operators (a master).
  USER_NOT_MANAGEABLE: { httpStatus: 403, messageKey: 'errors.userNotManageable' },
  // A company master's own account: its details live in "My profile", not in the users screen.
  OWN_ACCOUNT: { httpStatus: 403, messageKey: 'errors.ownAccount' },
  // Nobody changes their own role, company, active flag or authority.
  OWN_ACCOUNT_LOCKED: { httpStatus: 403, messageKey: 'errors.ownAccountLocked' },
  // Staff roles, teams and authority limits are a MASTER's to give.
  STAFF_ACCOUNTS_MASTER_ONLY: { httpStatus: 403, messageKey: 'errors.staffAccountsMasterOnly' },
  // Who represents a client, and removing a client, are staff's decisions.
  CLIENT_REPRESENTATION_STAFF_ONLY: { httpStatus: 403, messageKey: 'errors.clientRepresentationStaffOnly' },
  CLIENT_REMOVAL_STAFF_ONLY: { httpStatus: 403, messageKey: 'errors.clientRemovalStaffOnly' },
  // "Resend invitation" for someone who already chose a password, or who is deactivated.
  INVITATION_NOT_PENDING: { httpStatus: 409, messageKey: 'errors.invitationNotPending' },
  USER_INACTIVE: { httpStatus: 409, messageKey: 'errors.userInactive' },
  // The workflow's update validator refused the action in the case's status or for this actor.
  ILLEGAL_TRANSITION: { httpStatus: 409, messageKey: 'errors.invalidTransition' },
  // An inspection's result recorded before the day it is scheduled for (office calendar).
  INSPECTION_NOT_YET_HELD: { httpStatus: 409, messageKey: 'errors.inspectionNotYetHeld' },
  REQUEST_IN_PROGRESS: { httpStatus: 409, messageKey: 'errors.requestInProgress' },
  // A draft opened again after it was filed (a reload of the wizard's address): the error's
  // `details` name the case it became (caseId, reference), to whoever may see that case.
  DRAFT_ALREADY_FILED: { httpStatus: 409, messageKey: 'errors.draftAlreadyFiled' },
  // A report still queued or running (or failed) has nothing to download.
  REPORT_NOT_READY: { httpStatus: 409, messageKey: 'errors.reportNotReady' },
  // Same Idempotency-Key, different body: 422 as in the IETF Idempotency-Key draft.
  IDEMPOTENCY_CONFLICT: { httpStatus: 422, messageKey: 'errors.idempotencyConflict' },
  PROTEST_MANDATORY_FILES: { httpStatus: 422, messageKey: 'errors.protestMandatoryFiles' },
  // SPEC §1: one carrier's and long-course shipments are claimed by e-mail, not in the portal.
  CARRIER_NOTICE: { httpStatus: 422, messageKey: 'errors.carrierNotice' },
  REIMBURSEMENT_DOCUMENTS_MISSING: { httpStatus: 422, messageKey: 'errors.reimbursementDocumentsMissing' },
  PROTEST_CREATION_FAILED: { httpStatus: 500, messageKey: 'errors.protestCreation' },
  // SPEC §4's removal of an attachment: only its uploader, only while the case is open.
  FILE_NOT_YOURS: { httpStatus: 403, messageKey: 'errors.fileNotYours' },
  FILE_REMOVAL_CLOSED: { httpStatus: 409, messageKey: 'errors.fileRemovalClosed' },
  FILE_REQUIRED: { httpStatus: 409, messageKey: 'errors.fileRequired' },
  PAYLOAD_TOO_LARGE: { httpStatus: 413, messageKey: 'errors.payloadTooLarge' },
  INVALID_FILE_TYPE: { httpStatus: 415, messageKey: 'errors.invalidFileType' },
  INVALID_FILE_NAME: { httpStatus: 422, messageKey: 'errors.invalidFileName' },
  EMPTY_FILE: { httpStatus: 422, messageKey: 'errors.emptyFile' },
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
