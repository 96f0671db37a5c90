import type { CaseReach, Locale, RoleKey, TeamKey } from '@claims/domain';

/** The signed-in user as every route sees it (`ctx.state.user`), resolved from the Bearer token. */
export interface SessionUser {
  id: string;
  name: string;
  lastName: string;
  email: string;
  role: RoleKey;
  language: Locale;
  team: TeamKey | null;
  clientId: string | null;
  customsBrokerId: string | null;
  /** Companies whose cases the user reaches (own company, or the clients a broker represents). */
  reach: CaseReach;
  /** The access token's id, so logout can revoke exactly this session. */
  tokenId: string;
}

declare module 'koa' {
  interface DefaultState {
    user?: SessionUser;
    locale: Locale;
    requestId: string;
  }
}
