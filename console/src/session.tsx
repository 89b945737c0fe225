import type { Schema } from '@leadline/client';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { api, call, SIGNED_OUT_EVENT, setCsrfToken } from './api';

export type Operator = Schema<'Operator'>;
export type Role = Operator['role'];
type ConsoleSession = Schema<'ConsoleSession'>;

/** Why a signed-in operator is back at the sign-in page: their session ended here, or they signed out in another tab. */
export type SessionEnd = 'expired' | 'other-tab';

interface SessionState {
  /** undefined while the first check runs; null when signed out. */
  operator: Operator | null | undefined;
  /** Set when a session ended under the operator's hands (not by their own sign-out here). */
  ended: SessionEnd | null;
  signedIn: (session: ConsoleSession) => void;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

/** The tabs of one browser tell each other of a sign-in and a sign-out. */
const CHANNEL = 'leadline-session';
type TabMessage = 'signed-in' | 'signed-out';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [operator, setOperator] = useState<Operator | null | undefined>(undefined);
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const current = useRef(operator);
  current.current = operator;
  const channel = useRef<BroadcastChannel | null>(null);

  const signedIn = useCallback((session: ConsoleSession) => {
    setCsrfToken(session.csrfToken);
    setOperator(session.operator);
    setEnded(null);
  }, []);

  const lost = useCallback((why: SessionEnd) => {
    // Only a session that was there ends: the first check of a signed-out browser says nothing.
    if (current.current) setEnded(why);
    setCsrfToken('');
    setOperator(null);
  }, []);

  const check = useCallback(() => {
    call(api.GET('/console/api/session'))
      .then(signedIn)
      .catch(() => setOperator((o) => (o === undefined ? null : o)));
  }, [signedIn]);

  useEffect(() => {
    check();
    // Any 401 (idle timeout, a role change, a sign-out in another tab) sends the operator back to sign in.
    const onSignedOut = () => lost('expired');
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel.current = tabs;
    if (tabs) {
      tabs.onmessage = (event: MessageEvent<TabMessage>) => {
        if (event.data === 'signed-out') lost('other-tab');
        // Signed in again in another tab: the cookie is the same, so this tab is signed in too.
        else if (event.data === 'signed-in' && !current.current) check();
      };
    }
    return () => {
      window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
      tabs?.close();
    };
  }, [check, lost]);

  const signedInHere = useCallback(
    (session: ConsoleSession) => {
      signedIn(session);
      channel.current?.postMessage('signed-in' satisfies TabMessage);
    },
    [signedIn],
  );

  const signOut = useCallback(async () => {
    await call(api.POST('/console/api/sign-out')).catch(() => undefined);
    setCsrfToken('');
    setEnded(null);
    setOperator(null);
    channel.current?.postMessage('signed-out' satisfies TabMessage);
  }, []);

  return (
    <SessionContext.Provider value={{ operator, ended, signedIn: signedInHere, signOut }}>
      {children}
    </SessionContext.Provider>
  );
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
