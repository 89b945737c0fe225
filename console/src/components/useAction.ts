import { useState } from 'react';
import { errorText } from '../api';

/**
 * A change an operator starts in a dialog: `busy` while it runs, and the server's refusal in `error` when it throws.
 * `run` answers whether the change went through.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
