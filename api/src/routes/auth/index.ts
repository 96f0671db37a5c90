import Router from '@koa/router';
import { registerAuthOperations } from './operations';
import { MIN_PASSWORD_LENGTH } from '@claims/db';
import { isLocale, passwordRefusal, translate } from '@claims/domain';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { parseBody } from '../../validate';
import { currentUser } from '../../auth/authenticate';
import { findUsableAuthToken, setPasswordWithToken } from '../../auth/auth-tokens';
import { dummyPasswordHash, findSignInUser, verifyCredentials } from '../../auth/credentials';
import { cancelEmailChange, confirmEmailChange, pendingEmailChange } from '../../auth/email-change';
import { mailPasswordLink } from '../../auth/password-mail';
import { loadProfile, setLanguage } from '../../auth/profile';
import { revokeSession, startSession } from '../../auth/sessions';
import { LoginThrottle } from '../../auth/login-throttle';
import {
  consumeOrThrottle,
  PASSWORD_RESETS_PER_ACCOUNT,
  PASSWORD_RESETS_PER_IP,
  Throttle,
  tooManyRequests,
} from '../../auth/throttle';
import {
  confirmEmailSchema,
  createPasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  updateMeSchema,
} from '@claims/contract';

const invalidCredentials = () => HttpError.of('INVALID_CREDENTIALS');
const invalidToken = () => HttpError.of('INVALID_TOKEN');

/** Sign in and out, the session's user, invitations and password resets (SPEC §2 /auth/*). */
export function authRoutes(deps: ApiDeps) {
  registerAuthOperations();
  const router = new Router({ prefix: '/api/auth' });
  const throttle = new Throttle(deps.redis, deps.config.REDIS_PREFIX, deps.log);
  const loginThrottle = new LoginThrottle(deps.redis, deps.config.REDIS_PREFIX, deps.log);
  // Ready before the first unknown e-mail arrives, so that answer is not the slow one.
  void dummyPasswordHash();

  router.use(async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  router.post('/login', async (ctx) => {
    const { email, password } = parseBody(loginSchema, ctx.request.body);
    // Counted before the password is checked: ten parallel guesses cannot all pass as "first".
    const wait = await loginThrottle.attempt(email, ctx.ip);
    if (wait > 0) throw tooManyRequests(ctx, wait);
    const userId = await verifyCredentials(deps.db, ctx.state.log ?? deps.log, email, password);
    if (!userId) throw invalidCredentials();
    await loginThrottle.succeeded(email, ctx.ip);
    const { token, expiresAt } = await startSession(deps.db, userId, deps.config.SESSION_TTL_HOURS);
    ctx.body = { token, expiresAt, user: await loadProfile(deps.db, userId, deps.config.UPLOAD_MAX_BYTES) };
  });

  router.post('/logout', async (ctx) => {
    const { tokenId } = currentUser(ctx.state);
    await revokeSession(deps.db, tokenId);
    await deps.sessionEnded({ tokenId });
    ctx.status = 204;
  });

  router.get('/me', async (ctx) => {
    ctx.body = await loadProfile(deps.db, currentUser(ctx.state).id, deps.config.UPLOAD_MAX_BYTES);
  });

  router.patch('/me', async (ctx) => {
    const user = currentUser(ctx.state);
    const { language } = parseBody(updateMeSchema, ctx.request.body);
    await setLanguage(deps.db, user.id, language);
    ctx.body = await loadProfile(deps.db, user.id, deps.config.UPLOAD_MAX_BYTES);
  });

  // A change of one's own address that waits on its link: shown on the profile, and taken back there.
  router.get('/email-change', async (ctx) => {
    ctx.body = { pending: await pendingEmailChange(deps.db, currentUser(ctx.state).id) };
  });

  router.delete('/email-change', async (ctx) => {
    await cancelEmailChange(deps.db, currentUser(ctx.state).id, ctx.ip);
    ctx.status = 204;
  });

  // Always 202, whether or not the e-mail names an account: the answer must not enumerate users.
  router.post('/forgot-password', async (ctx) => {
    const { email } = parseBody(forgotPasswordSchema, ctx.request.body);
    // Per account too (known or not, so the answer tells nothing): a stranger cannot flood an inbox.
    await consumeOrThrottle(ctx, throttle, [
      [PASSWORD_RESETS_PER_IP, ctx.ip],
      [PASSWORD_RESETS_PER_ACCOUNT, email],
    ]);
    const user = await findSignInUser(deps.db, email);
    if (user) {
      // The jobs worker mints the link into the e-mail: nothing here, nor in any log, holds it.
      // Asked from a screen in another language than theirs, they read the e-mail in the screen's.
      const screen = ctx.get('Content-Language');
      await mailPasswordLink(deps.db, 'PASSWORD_RESET', user.id, isLocale(screen) ? screen : undefined);
      (ctx.state.log ?? deps.log).info({ userId: user.id }, 'password reset requested');
    }
    // Body first: Koa turns a null body into 204 unless the status comes after it.
    ctx.body = null;
    ctx.status = 202;
  });

  router.post('/create-password', async (ctx) => {
    const { token, password } = parseBody(createPasswordSchema, ctx.request.body);
    const refusal = passwordRefusal(password);
    if (refusal) {
      const message = translate(ctx.state.locale, refusal, { min: MIN_PASSWORD_LENGTH });
      throw HttpError.of('VALIDATION_FAILED', {}, { password: message });
    }
    const userId = await setPasswordWithToken(deps.db, token, password);
    if (!userId) throw invalidToken();
    await deps.sessionEnded({ userId });
    ctx.status = 204;
  });

  // The link sent to a new address: only opening it changes the account's e-mail.
  router.post('/confirm-email', async (ctx) => {
    const { token } = parseBody(confirmEmailSchema, ctx.request.body);
    const userId = await confirmEmailChange(deps.db, token, ctx.ip);
    if (!userId) throw invalidToken();
    await deps.sessionEnded({ userId });
    ctx.status = 204;
  });

  // Lets the create-password page greet the invited user; an unusable link is simply not found.
  router.get('/invitations/:token', async (ctx) => {
    const link = await findUsableAuthToken(deps.db, ctx.params.token ?? '');
    if (!link) throw HttpError.of('TOKEN_NOT_FOUND');
    ctx.body = { email: link.email, name: link.name, kind: link.kind };
  });

  return router;
}
