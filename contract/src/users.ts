import { z } from 'zod';
import type { MessageKey } from '@claims/domain/i18n/translate';
import {
  CURRENCY_KEYS,
  emailSchema,
  parseMoney,
  ROLE_KEYS,
  SUPPORTED_LOCALES,
  TEAM_KEYS,
  validatedString,
} from '@claims/domain';
import { recordTimes, text } from './fields';

export const roleSchema = z.enum(ROLE_KEYS, { error: 'validation.invalidOption' });
export const teamSchema = z.enum(TEAM_KEYS, { error: 'validation.invalidOption' });
const CLIENT_ROLES = ['CLIENT_MASTER', 'CLIENT_OPERATOR'];
const BROKER_ROLES = ['CUSTOMS_BROKER_MASTER', 'CUSTOMS_BROKER_OPERATOR'];

const fields = {
  name: text(100),
  lastName: text(100),
  email: emailSchema.describe('Unique, case-insensitively'),
  role: roleSchema,
  language: z.enum(SUPPORTED_LOCALES, { error: 'validation.invalidOption' }).optional(),
  clientId: z
    .uuid()
    .nullish()
    .describe('Required for client roles; a client master’s own company by default'),
  customsBrokerId: z
    .uuid()
    .nullish()
    .describe('Required for broker roles; a broker master’s own broker by default'),
  team: teamSchema.nullish().describe('The claims team (CLAIMS)'),
  authorityLimit: validatedString((v) => parseMoney('BRL', v))
    .nullish()
    .describe('Proposals above it wait for a MASTER’s approval; decimal string'),
  authorityCurrency: z.enum(CURRENCY_KEYS, { error: 'validation.invalidOption' }).nullish(),
  active: z.boolean().optional(),
};

/** POST /api/users. Users are created without a password and receive an invitation. */
export const createUserSchema = z.object(fields).strict();
/** PUT /api/users/:id: any subset of the fields; the merged user is then checked by userRecordSchema. */
export const updateUserSchema = z.object(fields).partial().strict();

/**
 * A user as stored, checked as a whole: a client role belongs to a client, a broker role to a
 * broker, every other role to neither; an authority limit names its currency.
 */
export const userRecordSchema = z
  .object({
    ...fields,
    language: fields.language.default('pt-BR'),
    clientId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    customsBrokerId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    team: teamSchema.nullish().transform((v) => v ?? null),
    authorityLimit: fields.authorityLimit.transform((v) => v ?? null),
    authorityCurrency: fields.authorityCurrency.transform((v) => v ?? null),
    active: z.boolean().default(true),
  })
  .superRefine((user, ctx) => {
    const needsClient = CLIENT_ROLES.includes(user.role);
    const needsBroker = BROKER_ROLES.includes(user.role);
    if (needsClient !== Boolean(user.clientId))
      ctx.addIssue({
        code: 'custom',
        path: ['clientId'],
        message: needsClient ? 'validation.required' : 'validation.invalidOption',
      });
    if (needsBroker !== Boolean(user.customsBrokerId))
      ctx.addIssue({
        code: 'custom',
        path: ['customsBrokerId'],
        message: needsBroker ? 'validation.required' : 'validation.invalidOption',
      });
    if (user.authorityLimit && !user.authorityCurrency)
      ctx.addIssue({ code: 'custom', path: ['authorityCurrency'], message: 'validation.required' });
  });
export type UserRecord = z.output<typeof userRecordSchema>;

/** A user as every /api/users route answers it: never the password hash. */
export const userSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  language: z.string(),
  clientId: z.uuid().nullable(),
  customsBrokerId: z.uuid().nullable(),
  team: z.string().nullable(),
  authorityLimit: z.string().nullable(),
  authorityCurrency: z.string().nullable(),
  active: z.boolean(),
  invitationPending: z.boolean().describe('True until the user sets a password'),
  allowedActions: z
    .array(z.enum(['update', 'delete', 'resendInvitation']))
    .describe('What the caller may do to this user; the routes check it again'),
  editRefusal: z
    .string()
    .nullable()
    .describe('The error code an edit by the caller is refused with (why the form is read-only), or null'),
  ...recordTimes,
});
export type UserResponse = z.infer<typeof userSchema>;

/**
 * What typing a new e-mail did (PUT /api/users/:id): INVITED, the account never signed up, so
 * the address is changed and a fresh invitation went to it; CONFIRMATION_SENT, the new address
 * must be confirmed from a link sent to it and the account keeps the current one until then;
 * CHANGED, the address is changed and nothing was sent (a deactivated account). Every link sent
 * to the user before stops working in each case.
 */
export const emailChangeSchema = z.enum(['INVITED', 'CONFIRMATION_SENT', 'CHANGED']);
export type EmailChangeOutcome = z.infer<typeof emailChangeSchema>;

/** PUT /api/users/:id: the user, and what happened to a new e-mail address if one was typed. */
export const updatedUserSchema = userSchema.extend({ emailChange: emailChangeSchema.optional() });
export type UpdatedUserResponse = z.infer<typeof updatedUserSchema>;

/**
 * What saving a user tells the one who saved it, in both UIs: with a new e-mail, what happens
 * next (an invitation went to it, or a link to confirm it while the account keeps `saved.email`).
 */
export function userUpdatedMessage(
  saved: Pick<UpdatedUserResponse, 'email' | 'emailChange'>,
  typedEmail: string,
): { key: MessageKey; params?: Record<string, string> } {
  if (saved.emailChange === 'INVITED')
    return { key: 'success.userUpdatedEmailInvited', params: { email: saved.email } };
  if (saved.emailChange === 'CONFIRMATION_SENT')
    return { key: 'success.userUpdatedEmailToConfirm', params: { email: typedEmail, current: saved.email } };
  return { key: 'success.userUpdated' };
}
