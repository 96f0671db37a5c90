import { createContext, useContext } from 'react';
import type { SessionUser } from './storage';

export interface Session {
  user: SessionUser | null;
  signIn(email: string, password: string): Promise<SessionUser>;
  signOut(): void;
}

export const SessionContext = createContext<Session>({
  user: null,
  signIn: () => Promise.reject(new Error('no session provider')),
  signOut: () => {},
});

export const useSession = () => useContext(SessionContext);
