import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from './form-errors';

/** One call at a time: `pending` while it runs; `run` does nothing meanwhile, and a failure goes to `onError`. */
export function usePending() {
  const [pending, setPending] = useState(false);
  const run = async (call: () => Promise<void>, onError: (error: unknown) => void) => {
    if (pending) return;
    setPending(true);
    try {
      await call();
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}

export interface ActionResult {
  ok: boolean;
  message: string;
}

/**
 * An action that a button starts (send again, a switch, a confirmation): one run at a time, and its outcome as a
 * message: what the call returns on success (nothing shows if it returns nothing), the server's message (or the
 * generic one) on failure.
 */
export function useAction() {
  const { t } = useTranslation();
  const { pending, run: runPending } = usePending();
  const [result, setResult] = useState<ActionResult | null>(null);
  const run = (call: () => Promise<string | undefined>) =>
    runPending(
      async () => {
        setResult(null);
        const message = await call();
        if (message) setResult({ ok: true, message });
      },
      (error) =>
        setResult({ ok: false, message: formErrorsOf(error, t('error.generic')).form ?? t('error.generic') }),
    );
  const error = result && !result.ok ? result.message : null;
  return { pending, result, error, run, clear: () => setResult(null) };
}
