import { z } from 'zod';
import { ROLE_KEYS, SUPPORTED_LOCALES, TEAM_KEYS } from '@claims/domain';

const named = z.object({ id: z.uuid(), name: z.string() });

/**
 * The signed-in user as both UIs receive it at login and from `GET /api/auth/me`, and keep in
 * the browser's session. `roles` and `teams` are lists for the UIs' sake; a user has one role
 * (the first) and at most one team. `uploadMaxBytes` is the server's, not the user's: it rides
 * along because every screen that uploads already holds the session user.
 */
export const sessionProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: z.enum(SUPPORTED_LOCALES),
  roles: z.array(z.enum(ROLE_KEYS)),
  teams: z.array(z.enum(TEAM_KEYS)),
  company: named.nullable().describe('The client company of a client user'),
  customsBroker: named.nullable().describe('The customs broker of a broker user'),
  uploadMaxBytes: z
    .number()
    .int()
    .positive()
    .describe(
      'The most one uploaded file may weigh (UPLOAD_MAX_BYTES): the upload screens state it and refuse a larger file before sending it',
    ),
});
export type SessionProfile = z.infer<typeof sessionProfileSchema>;

/** `POST /api/auth/login`: the Bearer token, when it lapses, and whom it signs in. */
export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  user: sessionProfileSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
