import Router from '@koa/router';
import { registerAuthOperations } from './operations';
import { MIN_PASSWORD_LENGTH } from '@claims/db';
import { translate } from '@claims/domain';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { parseBody } from '../../validate';
import { currentUser } from '../../auth/authenticate';
import { createPasswordReset, findUsableAuthToken, setPasswordWithToken } from '../../auth/auth-tokens';
import { dummyPasswordHash, verifyCredentials } from '../../auth/credentials';
import { mailPasswordLink } from '../../auth/password-mail';
import { loadProfile } from '../../auth/profile';
import { revokeSession, startSession } from '../../auth/sessions';
import {
  assertNotThrottled,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  PASSWORD_RESETS_PER_IP,
  Throttle,
} from '../../auth/throttle';
import { createPasswordSchema, forgotPasswordSchema, loginSchema, updateMeSchema } from './schema';

const invalidCredentials = () => HttpError.of('INVALID_CREDENTIALS');
const invalidToken = () => HttpError.of('INVALID_TOKEN');

/** Sign in and out, the session's user, invitations and password resets (SPEC §2 /auth/*). */
export function authRoutes(deps: ApiDeps) {
  registerAuthOperations();
  const router = new Router({ prefix: '/api/auth' });
  const throttle = new Throttle(deps.redis, deps.config.REDIS_PREFIX, deps.log);
  // Ready before the first unknown e-mail arrives, so that answer is not the slow one.
  void dummyPasswordHash();

  router.use(async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  router.post('/login', async (ctx) => {
    const { email, password } = parseBody(loginSchema, ctx.request.body);
    const account = [LOGIN_FAILURES_PER_ACCOUNT, email.toLowerCase()] as const;
    const address = [LOGIN_FAILURES_PER_IP, ctx.ip] as const;
    await assertNotThrottled(ctx, throttle, [account, address]);
    const userId = await verifyCredentials(deps.db, ctx.state.log ?? deps.log, email, password);
    if (!userId) {
      await throttle.hit([account, address]);
      throw invalidCredentials();
    }
    await throttle.clear([account]);
    const { token, expiresAt } = await startSession(deps.db, userId, deps.config.SESSION_TTL_HOURS);
    ctx.body = { token, expiresAt, user: await loadProfile(deps.db, userId) };
  });

  router.post('/logout', async (ctx) => {
    await revokeSession(deps.db, currentUser(ctx.state).tokenId);
    ctx.status = 204;
  });

  router.get('/me', async (ctx) => {
    ctx.body = await loadProfile(deps.db, currentUser(ctx.state).id);
  });

  router.patch('/me', async (ctx) => {
    const user = currentUser(ctx.state);
    const { language } = parseBody(updateMeSchema, ctx.request.body);
    await deps.db('users').where({ id: user.id }).update({ language, updated_at: deps.db.fn.now() });
    ctx.body = await loadProfile(deps.db, user.id);
  });

  // Always 202, whether or not the e-mail names an account: the answer must not enumerate users.
  router.post('/forgot-password', async (ctx) => {
    const address = [PASSWORD_RESETS_PER_IP, ctx.ip] as const;
    await assertNotThrottled(ctx, throttle, [address]);
    await throttle.hit([address]);
    const { email } = parseBody(forgotPasswordSchema, ctx.request.body);
    const user: { id: string } | undefined = await deps
      .db('users')
      .whereRaw('lower(email) = lower(?)', [email])
      .where('active', true)
      .whereNull('deleted_at')
      .first('id');
    if (user) {
      const link = await createPasswordReset(deps.db, user.id, deps.config.PUBLIC_URL);
      await mailPasswordLink(deps.db, 'PASSWORD_RESET', user.id, link);
      const { url } = link;
      const log = ctx.state.log ?? deps.log;
      // The jobs worker mails it; outside production the link also goes to the log, for a
      // developer without a mail sink.
      if (deps.config.NODE_ENV === 'production') log.info({ userId: user.id }, 'password reset requested');
      else log.info({ userId: user.id, url }, 'password reset link');
    }
    // Body first: Koa turns a null body into 204 unless the status comes after it.
    ctx.body = null;
    ctx.status = 202;
  });

  router.post('/create-password', async (ctx) => {
    const { token, password } = parseBody(createPasswordSchema, ctx.request.body);
    if (password.length < MIN_PASSWORD_LENGTH) {
      const message = translate(ctx.state.locale, 'validation.passwordTooShort', {
        min: MIN_PASSWORD_LENGTH,
      });
      throw HttpError.of('VALIDATION_FAILED', {}, { password: message });
    }
    if (!(await setPasswordWithToken(deps.db, token, password))) throw invalidToken();
    ctx.status = 204;
  });

  // Lets the create-password page greet the invited user; an unusable link is simply not found.
  router.get('/invitations/:token', async (ctx) => {
    const link = await findUsableAuthToken(deps.db, ctx.params.token ?? '');
    if (!link) throw HttpError.of('TOKEN_NOT_FOUND');
    ctx.body = { email: link.email, name: link.name };
  });

  return router;
}
