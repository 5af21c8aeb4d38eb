import { describe, expect, it } from 'vitest';
import {
  firstInvalidField,
  formReducer,
  initialFormState,
  submitDecision,
  usefulSuggestion,
  type DirectDebitValues,
  type FormState,
} from './form-state';

const FILLED: DirectDebitValues = {
  account_holder: 'Anna de Vries',
  iban: 'NL91ABNA0417164300',
  street: 'Damrak',
  house_number: '1',
  zip: '1012 LG',
  city: 'Amsterdm',
  phone: '06 1234 5678',
  authorization: true,
};

const IBAN_ERROR = 'This IBAN is not valid. Please check it.';
const PHONE_ERROR = 'Enter a valid mobile number.';
const AUTH_ERROR = 'Please allow the one-time direct debit.';

describe('formReducer', () => {
  it('changes a value and clears its error', () => {
    const state: FormState = { ...initialFormState(FILLED), errors: { iban: IBAN_ERROR, zip: 'bad' } };
    const next = formReducer(state, { type: 'change', field: 'iban', value: 'NL91ABNA0417164300' });
    expect(next.values.iban).toBe('NL91ABNA0417164300');
    expect(next.errors).toEqual({ zip: 'bad' });
  });

  it('ticking the authorisation clears its error and counts as touched', () => {
    const state = { ...initialFormState(), errors: { authorization: AUTH_ERROR } };
    const next = formReducer(state, { type: 'authorize', value: true });
    expect(next.values.authorization).toBe(true);
    expect(next.errors).toEqual({});
    expect(next.touched.authorization).toBe(true);
  });

  it('a check on blur shows errors only for fields the member has been to', () => {
    // the member filled the IBAN and the city; phone and authorisation are still to come
    const state = initialFormState({ iban: 'NL91ABNA0417164301', city: 'Amsterdam' });
    const next = formReducer(state, {
      type: 'validated',
      sent: state.values,
      scope: 'touched',
      result: {
        fields: { iban: IBAN_ERROR, phone: PHONE_ERROR, authorization: AUTH_ERROR, account_holder: 'x' },
        suggestion: null,
      },
    });
    expect(next.errors).toEqual({ iban: IBAN_ERROR });
  });

  it('a check before submit shows every error', () => {
    const state = initialFormState({ iban: 'NL91ABNA0417164301' });
    const next = formReducer(state, {
      type: 'validated',
      sent: state.values,
      scope: 'all',
      result: { fields: { iban: IBAN_ERROR, authorization: AUTH_ERROR }, suggestion: null },
    });
    expect(next.errors).toEqual({ iban: IBAN_ERROR, authorization: AUTH_ERROR });
    expect(firstInvalidField(next.errors)).toBe('iban');
  });

  it('a fine field loses its old error when checked again', () => {
    const state = { ...initialFormState(FILLED), errors: { iban: IBAN_ERROR } };
    const next = formReducer(state, {
      type: 'validated',
      sent: state.values,
      scope: 'touched',
      result: { fields: {}, suggestion: null },
    });
    expect(next.errors).toEqual({});
  });

  it('ignores the answer for a field that changed while the check ran', () => {
    const sent = { ...FILLED, iban: 'NL91ABNA0417164301' };
    const state = initialFormState(FILLED); // the member corrected the IBAN meanwhile
    const next = formReducer(state, {
      type: 'validated',
      sent,
      scope: 'all',
      result: { fields: { iban: IBAN_ERROR }, suggestion: null },
    });
    expect(next.errors).toEqual({});
  });

  it('offers the suggested city and fills it in when accepted', () => {
    const state = initialFormState(FILLED);
    const suggested = formReducer(state, {
      type: 'validated',
      sent: state.values,
      scope: 'touched',
      result: { fields: {}, suggestion: 'Amsterdam' },
    });
    expect(suggested.suggestion).toBe('Amsterdam');
    expect(suggested.promptedCity).toBe('Amsterdm');
    const accepted = formReducer(suggested, { type: 'acceptSuggestion' });
    expect(accepted.values.city).toBe('Amsterdam');
    expect(accepted.suggestion).toBeNull();
  });

  it('drops the suggestion when the city is typed again or kept', () => {
    const state: FormState = { ...initialFormState(FILLED), suggestion: 'Amsterdam' };
    expect(formReducer(state, { type: 'change', field: 'city', value: 'Amsterd' }).suggestion).toBeNull();
    expect(formReducer(state, { type: 'change', field: 'zip', value: '1011' }).suggestion).toBe('Amsterdam');
    const kept = formReducer(state, { type: 'keepCity' });
    expect(kept.suggestion).toBeNull();
    expect(kept.promptedCity).toBe('Amsterdm');
  });

  it('asks for the authorisation again for a new amount, keeping the other details', () => {
    const state: FormState = {
      ...initialFormState(FILLED),
      touched: { authorization: true, iban: true },
      errors: { authorization: AUTH_ERROR },
    };
    const next = formReducer(state, { type: 'newAmount' });
    expect(next.values).toEqual({ ...FILLED, authorization: false });
    expect(next.touched).toEqual({ iban: true });
    expect(next.errors).toEqual({});
    const fresh = initialFormState();
    expect(formReducer(fresh, { type: 'newAmount' })).toBe(fresh);
  });

  it('does not suggest the city as it was typed', () => {
    expect(usefulSuggestion('amsterdam ', 'Amsterdam')).toBeNull();
    expect(usefulSuggestion('', 'Amsterdam')).toBeNull();
    expect(usefulSuggestion('Amsterdm', 'Amsterdam')).toBe('Amsterdam');
  });
});

describe('submitDecision', () => {
  it('stops at bad fields', () => {
    const state = initialFormState(FILLED);
    expect(submitDecision(state, { fields: { iban: IBAN_ERROR }, suggestion: 'Amsterdam' })).toBe('errors');
  });

  it('stops once to offer a better spelling, then keeps the member’s own', () => {
    const state = initialFormState(FILLED);
    expect(submitDecision(state, { fields: {}, suggestion: 'Amsterdam' })).toBe('suggest');
    const prompted = { ...state, promptedCity: 'Amsterdm' };
    expect(submitDecision(prompted, { fields: {}, suggestion: 'Amsterdam' })).toBe('proceed');
    // another spelling is offered again
    const retyped = { ...prompted, values: { ...prompted.values, city: 'Amstrdam' } };
    expect(submitDecision(retyped, { fields: {}, suggestion: 'Amsterdam' })).toBe('suggest');
  });

  it('goes on when everything is fine', () => {
    const state = initialFormState({ ...FILLED, city: 'Amsterdam' });
    expect(submitDecision(state, { fields: {}, suggestion: null })).toBe('proceed');
  });
});
