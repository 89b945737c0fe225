import { useCallback, useState } from 'react';

const PREFIX = 'leadline:draft:';

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null) => {
  try {
    if (value === null) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, value);
  } catch {
    // Storage full or refused: the draft lives in the page only.
  }
};

/**
 * Text typed into a form, kept in this tab's sessionStorage as it is typed: a session that ends, a sign-in and a
 * reload do not lose it. `clear` after the text was saved. A key of null keeps nothing (no record chosen).
 */
export function useDraft(key: string | null, saved: string) {
  const [state, setState] = useState<{ key: string | null; value: string }>(() => ({
    key,
    value: (key && read(key)) ?? saved,
  }));
  // Another record (or the saved text loaded): its own draft, or what the server has.
  let current = state;
  if (state.key !== key) {
    current = { key, value: (key && read(key)) ?? saved };
    setState(current);
  }
  const set = useCallback(
    (value: string) => {
      if (key) write(key, value === saved ? null : value);
      setState({ key, value });
    },
    [key, saved],
  );
  const clear = useCallback(() => {
    if (key) write(key, null);
  }, [key]);
  return { value: current.value, set, clear };
}
