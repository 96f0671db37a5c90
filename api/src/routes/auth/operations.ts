import {
  confirmEmailSchema,
  createPasswordSchema,
  forgotPasswordSchema,
  invitationSchema,
  loginResponseSchema,
  loginSchema,
  pendingEmailChangeSchema,
  sessionProfileSchema,
  updateMeSchema,
} from '@claims/contract';
import { registerOperation } from '../../openapi';

const tags = ['auth'];

/** The session routes in the OpenAPI document, with the schemas the routes validate with. */
export function registerAuthOperations(): void {
  registerOperation({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in: a Bearer token and the session user (throttled per account and address)',
    tags,
    requestSchema: loginSchema,
    responseSchema: loginResponseSchema,
    public: true,
  });
  registerOperation({
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Revoke this session',
    tags,
    successStatus: 204,
  });
  registerOperation({
    method: 'get',
    path: '/api/auth/me',
    summary: 'The session user',
    tags,
    responseSchema: sessionProfileSchema,
  });
  registerOperation({
    method: 'patch',
    path: '/api/auth/me',
    summary: "Store the user's language",
    tags,
    requestSchema: updateMeSchema,
    responseSchema: sessionProfileSchema,
  });
  registerOperation({
    method: 'get',
    path: '/api/auth/email-change',
    summary: "The change of the user's own e-mail address that waits on its confirmation link, if any",
    tags,
    responseSchema: pendingEmailChangeSchema,
  });
  registerOperation({
    method: 'delete',
    path: '/api/auth/email-change',
    summary: "Cancel the pending change of the user's own address: its link stops working (idempotent)",
    tags,
    successStatus: 204,
  });
  registerOperation({
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Send a password reset link (always 202: no account enumeration)',
    tags,
    requestSchema: forgotPasswordSchema,
    successStatus: 202,
    public: true,
  });
  registerOperation({
    method: 'post',
    path: '/api/auth/create-password',
    summary: 'Set a password from an invitation or reset token (single use)',
    tags,
    requestSchema: createPasswordSchema,
    successStatus: 204,
    public: true,
  });
  registerOperation({
    method: 'post',
    path: '/api/auth/confirm-email',
    summary: "Confirm a new e-mail address from the link sent to it (single use; ends the user's sessions)",
    tags,
    requestSchema: confirmEmailSchema,
    successStatus: 204,
    public: true,
  });
  registerOperation({
    method: 'get',
    path: '/api/auth/invitations/:token',
    summary: 'Whom an invitation or reset link is for, while it is usable',
    tags,
    responseSchema: invitationSchema,
    public: true,
  });
}
