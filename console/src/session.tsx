import type { Schema } from '@leadline/client';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { api, call, setCsrfToken } from './api';

export type Operator = Schema<'Operator'>;
export type Role = Operator['role'];
type ConsoleSession = Schema<'ConsoleSession'>;

interface SessionState {
  /** undefined while the first check runs; null when signed out. */
  operator: Operator | null | undefined;
  signedIn: (session: ConsoleSession) => void;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [operator, setOperator] = useState<Operator | null | undefined>(undefined);

  const signedIn = useCallback((session: ConsoleSession) => {
    setCsrfToken(session.csrfToken);
    setOperator(session.operator);
  }, []);

  useEffect(() => {
    call(api.GET('/console/api/session'))
      .then(signedIn)
      .catch(() => setOperator(null));
    // Any answer SESSION_INVALID (idle timeout, a role change elsewhere) sends the operator back to sign in.
    const onSignedOut = () => setOperator(null);
    window.addEventListener('leadline:signed-out', onSignedOut);
    return () => window.removeEventListener('leadline:signed-out', onSignedOut);
  }, [signedIn]);

  const signOut = useCallback(async () => {
    await call(api.POST('/console/api/sign-out')).catch(() => undefined);
    setCsrfToken('');
    setOperator(null);
  }, []);

  return <SessionContext.Provider value={{ operator, signedIn, signOut }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}

/** The signed-in operator (screens are only shown to one). */
export function useOperator(): Operator {
  const { operator } = useSession();
  if (!operator) throw new Error('no operator signed in');
  return operator;
}

const RANK: Record<Role, number> = { VIEWER: 0, REVIEWER: 1, ADMIN: 2 };

/** Whether the operator's role reaches `needed` (the same order as the server's permission table). */
export const can = (operator: Operator, needed: Role) => RANK[operator.role] >= RANK[needed];
