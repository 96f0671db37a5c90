import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@claims/domain';

const email = z.string().trim().min(1).max(254);
// Long enough for any passphrase, short enough that scrypt's input stays bounded.
const password = z.string().min(1).max(1024);
const token = z.string().min(1).max(200);

/** POST /api/auth/login; answered by `loginResponseSchema` (session.ts). */
export const loginSchema = z.object({ email, password }).strict();
/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({ email }).strict();
/** POST /api/auth/create-password: an invitation's or a reset's token, single use. */
export const createPasswordSchema = z.object({ token, password }).strict();
/** PATCH /api/auth/me */
export const updateMeSchema = z.object({ language: z.enum(SUPPORTED_LOCALES) }).strict();
/**
 * GET /api/auth/email-change: the new address a link was sent to and until when it works, while
 * the change waits on it; null when nothing waits.
 */
export const pendingEmailChangeSchema = z.strictObject({
  pending: z.strictObject({ newEmail: z.string(), expiresAt: z.string() }).nullable(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;
/** POST /api/auth/confirm-email */
export const confirmEmailSchema = z.object({ token }).strict();

/** GET /api/auth/invitations/:token: whom a usable link is for, so the page can greet them. */
/** Whom a link is for, and whether it sets a first password (an invitation) or a new one (a reset). */
export const invitationSchema = z.strictObject({
  email: z.string(),
  name: z.string(),
  kind: z.enum(['INVITATION', 'PASSWORD_RESET']),
});
export type Invitation = z.infer<typeof invitationSchema>;
