import type { AuthProvider } from 'react-admin';
import { isStaff, type RoleKey, type TeamKey } from '@claims/domain';
import { canAccess } from './access';
import { API_URL, httpClient } from './http-client';
import { session, type SessionProfile } from './session';

export interface ConsolePermissions {
  role: RoleKey;
  team: TeamKey | undefined;
}

/** How long the "this console is for staff" message stays before the portal opens. */
export const PORTAL_REDIRECT_MS = 2_500;

/** Someone signed in who is not claims staff belongs in the portal (SPEC §6, ARCHITECTURE §5). */
async function sendToPortal(): Promise<never> {
  setTimeout(() => window.location.assign('/'), PORTAL_REDIRECT_MS);
  // The catalogue is loaded by now (the console starts with it); imported so, it stays out of the first script.
  const { translate } = await import('@claims/domain/i18n/translate');
  throw new Error(translate(session.language(), 'console.auth.notStaff'));
}

/**
 * The same login as the portal (`POST /api/auth/login`, Bearer token in localStorage). Roles
 * MASTER, CLAIMS and CUSTOMER_SERVICE stay; anyone else is sent to the portal with a message;
 * a 401 from any call goes back to login.
 */
export function createAuthProvider(): AuthProvider {
  return {
    async login({ username, email, password }: { username?: string; email?: string; password: string }) {
      const { json } = await httpClient(`${API_URL}/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email: email ?? username, password }),
      });
      const { token, user } = json as { token: string; user: SessionProfile };
      const picked = session.takeLanguagePickedSignedOut();
      session.start(token, user);
      if (picked && picked !== user.language) {
        session.setLanguage(picked);
        // Kept in the browser even if the profile cannot be updated now: not worth a failed login.
        await httpClient(`${API_URL}/auth/me`, {
          method: 'PATCH',
          body: JSON.stringify({ language: picked }),
        })
          .then(({ json: profile }) => session.saveProfile(profile as SessionProfile))
          .catch(() => undefined);
      } else session.setLanguage(user.language);
      if (!isStaff(user.roles[0]!)) await sendToPortal();
    },
    async logout() {
      // A client's or inspector's session belongs to the portal, where they are being sent.
      const role = session.role();
      if (role && !isStaff(role)) return;
      if (session.token())
        await httpClient(`${API_URL}/auth/logout`, { method: 'POST', body: '{}' }).catch(() => undefined);
      session.clear();
    },
    async checkAuth() {
      if (!session.token()) throw new Error('ra.auth.auth_check_error');
      const role = session.role();
      if (role && !isStaff(role)) await sendToPortal();
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        session.clear();
        throw new Error('ra.notification.logged_out');
      }
    },
    async getIdentity() {
      const { json } = await httpClient(`${API_URL}/auth/me`);
      const profile = json as SessionProfile;
      session.saveProfile(profile);
      return { id: profile.id, fullName: `${profile.name} ${profile.lastName}`.trim(), profile };
    },
    async getPermissions(): Promise<ConsolePermissions | undefined> {
      const role = session.role();
      return role ? { role, team: session.team() } : undefined;
    },
    async canAccess({ resource, action }) {
      return canAccess(session.role(), resource, action);
    },
  };
}
