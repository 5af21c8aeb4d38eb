import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmDirectDebit,
  requestDirectDebit,
  validateDirectDebit,
  type DirectDebitOrder,
  type DirectDebitRequest,
  type Order,
} from '../api/direct-debit';
import { failureOf, type Failure, type Refusal } from '../lib/errors';
import {
  FIELD_ORDER,
  submitDecision,
  type DirectDebitValues,
  type FormStore,
  type Validation,
} from '../lib/form-state';

export type Step =
  | { kind: 'form' }
  /** `resent`: how many new codes were asked for */
  | { kind: 'code'; request: DirectDebitRequest; resent: number }
  | { kind: 'done'; order: Order }
  | { kind: 'refused'; refusal: Refusal; message: string };

/** What the form should move the focus to; a new object each time it should move. */
export interface FocusRequest {
  target: 'error' | 'suggestion';
}

export type Busy = 'checking' | 'sending' | null;

const fieldsOnly = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([field]) => (FIELD_ORDER as string[]).includes(field)));

/**
 * The direct debit flow (docs/api.md, "Direct debit"): the form, checked on blur of the city and
 * before it is sent; the SMS code; the placed order. Errors become messages next to fields, a form
 * message, or the refusal (limit, blocked) with other ways to pay. The form's values live in `store`
 * (the page's), so they stay when the member picks another package.
 */
export function useDirectDebit(
  order: DirectDebitOrder,
  [form, dispatch]: FormStore,
  onPaid: (order: Order) => void,
) {
  const { t } = useTranslation('directdebit');
  const queryClient = useQueryClient();
  const latest = useRef(form);
  useLayoutEffect(() => {
    latest.current = form;
  }, [form]);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);

  const showFields = useCallback(
    (sent: DirectDebitValues, fields: Record<string, string>) => {
      dispatch({ type: 'validated', sent, scope: 'all', result: { fields, suggestion: null } });
      setFocus({ target: 'error' });
    },
    [dispatch],
  );

  /** A failure while on the form: next to the fields, as the refusal, or as the form's message. */
  const fail = useCallback(
    (failure: Failure, sent: DirectDebitValues) => {
      if (failure.kind === 'refused') {
        setStep({ kind: 'refused', refusal: failure.refusal, message: failure.message });
        return;
      }
      if (failure.kind === 'fields') {
        const known = fieldsOnly(failure.fields);
        if (Object.keys(known).length > 0) return showFields(sent, known);
        setFormError(Object.values(failure.fields)[0] ?? t('errors.generic'));
      } else if (failure.kind === 'tooMany') setFormError(t('errors.tooManyRequests'));
      else if (failure.kind === 'generic') setFormError(t('errors.generic'));
      else setFormError(failure.message);
      setFocus({ target: 'error' });
    },
    [showFields, t],
  );

  /** On blur of the city: the server's errors for the fields filled in so far and "did you mean". */
  const checkCity = useCallback(async () => {
    dispatch({ type: 'blur', field: 'city' });
    const sent = latest.current.values;
    if (!sent.city.trim()) return;
    try {
      const answer = await validateDirectDebit(sent);
      const result = { fields: {}, suggestion: answer.suggestions.city ?? null };
      dispatch({ type: 'validated', sent, scope: 'touched', result });
    } catch (error) {
      const failure = failureOf(error);
      // anything but field errors waits for the submit, which checks again
      if (failure.kind === 'fields') {
        const result = { fields: failure.fields, suggestion: null };
        dispatch({ type: 'validated', sent, scope: 'touched', result });
      }
    }
  }, [dispatch]);

  /** Checks the form, then asks for the SMS code. */
  const submit = useCallback(async () => {
    if (busy) return;
    const sent = latest.current.values;
    setFormError(null);
    setBusy('checking');
    try {
      let result: Validation;
      try {
        const answer = await validateDirectDebit(sent);
        result = { fields: {}, suggestion: answer.suggestions.city ?? null };
      } catch (error) {
        const failure = failureOf(error);
        if (failure.kind !== 'fields') return fail(failure, sent);
        result = { fields: failure.fields, suggestion: null };
      }
      const decision = submitDecision({ ...latest.current, values: sent }, result);
      dispatch({ type: 'validated', sent, scope: 'all', result });
      if (decision !== 'proceed') {
        setFocus({ target: decision === 'suggest' ? 'suggestion' : 'error' });
        return;
      }
      setBusy('sending');
      const { request } = await requestDirectDebit(order, sent);
      setStep({ kind: 'code', request, resent: 0 });
    } catch (error) {
      fail(failureOf(error), sent);
    } finally {
      setBusy(null);
    }
  }, [busy, dispatch, fail, order]);

  /** "Send a new code": the form once more. Resolves to a message for the code step, or null. */
  const resend = useCallback(async (): Promise<string | null> => {
    const sent = latest.current.values;
    try {
      const { request } = await requestDirectDebit(order, sent);
      setStep((current) => ({
        kind: 'code',
        request,
        resent: current.kind === 'code' ? current.resent + 1 : 1,
      }));
      return null;
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'tooMany') return t('errors.tooManyRequests');
      if (failure.kind === 'generic') return t('errors.generic');
      if (failure.kind === 'message' || failure.kind === 'codeInvalid') return failure.message;
      setStep({ kind: 'form' });
      fail(failure, sent);
      return null;
    }
  }, [fail, order, t]);

  /** The SMS code. Resolves to the message to show at the code (e.g. 'Code invalid'), or null. */
  const confirm = useCallback(
    async (code: string): Promise<string | null> => {
      if (step.kind !== 'code') return null;
      try {
        const { order: placed } = await confirmDirectDebit(step.request.id, code);
        setStep({ kind: 'done', order: placed });
        void queryClient.invalidateQueries({ queryKey: ['bundles'] });
        onPaid(placed);
        return null;
      } catch (error) {
        const failure = failureOf(error);
        if (failure.kind === 'codeInvalid' || failure.kind === 'message') return failure.message;
        if (failure.kind === 'tooMany') return t('errors.tooManyRequests');
        if (failure.kind === 'generic') return t('errors.generic');
        // expired, used or voided: the form again, with the server's message
        setStep({ kind: 'form' });
        fail(failure, latest.current.values);
        return null;
      }
    },
    [fail, onPaid, queryClient, step, t],
  );

  const edit = useCallback(() => setStep({ kind: 'form' }), []);

  return { form, dispatch, step, formError, busy, focus, checkCity, submit, resend, confirm, edit };
}

export type DirectDebitFlow = ReturnType<typeof useDirectDebit>;
