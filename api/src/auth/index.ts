export { authenticate, currentUser, loadSessionUser, requirePermission } from './authenticate';
export type { SessionUser } from './session-user';
export { createInvitation, createPasswordPath, INVITATION_TTL_HOURS, type PasswordLink } from './auth-tokens';
