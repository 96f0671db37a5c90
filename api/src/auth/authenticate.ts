import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import { can, isStaff, type CaseReach, type Permission, type RoleKey } from '@claims/domain';
import { CustomsBrokerClient, hashToken, propertiesOf, User } from '@claims/db';
import { HttpError } from '../http-error';
import type { SessionUser } from './session-user';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Resolves `Authorization: Bearer <token>` to the signed-in user, or leaves `ctx.state.user`
 * unset. Tokens are stored hashed; a revoked, expired, idle or unknown token is the same as none.
 */
export function authenticate(db: Knex, idleMinutes: number): Middleware {
  return async (ctx, next) => {
    const match = BEARER.exec(ctx.get('Authorization'));
    if (match) ctx.state.user = await loadSessionUser(db, hashToken(match[1] as string), idleMinutes);
    await next();
  };
}

// Writing the last use at most once a minute keeps a busy session from writing on every request.
const TOUCH_EVERY_SECONDS = 60;

/**
 * The session's user while the session is live: not revoked, before its absolute expiry, and used
 * within the idle timeout (sliding: this lookup moves the last use on, in the same statement).
 */
export async function loadSessionUser(
  db: Knex,
  tokenHash: string,
  idleMinutes: number,
): Promise<SessionUser | undefined> {
  // Every request runs this: one statement for the check and the sliding touch, which takes a
  // data-modifying CTE that no model query builds. The row is read through the User model.
  const result = await db.raw(
    `WITH live AS (
       SELECT t.id, t.user_id, coalesce(t.last_used_at, t.created_at) AS used_at
         FROM access_tokens t
        WHERE t.token_hash = :hash AND t.revoked_at IS NULL AND t.expires_at > now()
          AND coalesce(t.last_used_at, t.created_at) > now() - make_interval(secs => :idle)
     ), touched AS (
       UPDATE access_tokens a SET last_used_at = now()
         FROM live WHERE a.id = live.id AND live.used_at < now() - make_interval(secs => :touch)
     )
     SELECT live.id AS token_id, u.id, u.name, u.last_name, u.email, u.role, u.language, u.team,
            u.client_id, u.customs_broker_id
       FROM live JOIN users u ON u.id = live.user_id
      WHERE u.active AND u.deleted_at IS NULL`,
    { hash: tokenHash, idle: idleMinutes * 60, touch: TOUCH_EVERY_SECONDS },
  );
  const [row] = propertiesOf(result.rows);
  if (!row) return undefined;
  const user = User.fromDatabaseJson(row) as User & { tokenId: string };
  return {
    id: user.id,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    language: user.language,
    team: user.team,
    clientId: user.clientId,
    customsBrokerId: user.customsBrokerId,
    reach: await caseReach(db, user.role, user.id, user.clientId, user.customsBrokerId),
    tokenId: user.tokenId,
  };
}

async function caseReach(
  db: Knex,
  role: RoleKey,
  userId: string,
  clientId: string | null,
  brokerId: string | null,
): Promise<CaseReach> {
  if (isStaff(role)) return { kind: 'ALL' };
  if (role === 'INSPECTOR') return { kind: 'INSPECTOR', inspectorId: userId };
  if (brokerId) {
    const links = await CustomsBrokerClient.query(db).where('customsBrokerId', brokerId).select('clientId');
    return { kind: 'COMPANIES', clientIds: links.map((link) => link.clientId) };
  }
  return { kind: 'COMPANIES', clientIds: clientId ? [clientId] : [] };
}

/** The signed-in user, or 401 (the UIs then go to login). */
export function currentUser(state: { user?: SessionUser }): SessionUser {
  if (!state.user) throw HttpError.of('UNAUTHENTICATED');
  return state.user;
}

/** Route guard: 401 without a session, 403 when the role lacks the permission. */
export function requirePermission(permission: Permission): Middleware {
  return async (ctx, next) => {
    const user = currentUser(ctx.state);
    if (!can(user.role, permission)) throw HttpError.of('FORBIDDEN');
    await next();
  };
}
