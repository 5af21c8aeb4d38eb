/** The text fields of the direct debit form (SPEC §3), in the order the form shows them. */
export const TEXT_FIELDS = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'phone',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type FieldName = TextField | 'authorization';
export const FIELD_ORDER: readonly FieldName[] = [...TEXT_FIELDS, 'authorization'];

/** The form as it is sent: `iban` without the spaces of its display. */
export type DirectDebitValues = Record<TextField, string> & { authorization: boolean };
export type FieldErrors = Partial<Record<FieldName, string>>;

export type FormStore = readonly [FormState, (action: FormAction) => void];

export interface FormState {
  values: DirectDebitValues;
  /** fields the member has left (blurred) or ticked */
  touched: Partial<Record<FieldName, true>>;
  /** the server's (translated) message next to each bad field */
  errors: FieldErrors;
  /** the server's correction of the city, offered as "Did you mean …?" */
  suggestion: string | null;
  /** the spelling of the city a suggestion was shown for: sending it again keeps that spelling */
  promptedCity: string | null;
}

export const EMPTY_VALUES: DirectDebitValues = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  phone: '',
  authorization: false,
};

export function initialFormState(values: Partial<DirectDebitValues> = {}): FormState {
  return {
    values: { ...EMPTY_VALUES, ...values },
    touched: {},
    errors: {},
    suggestion: null,
    promptedCity: null,
  };
}

/** What a check of the form (POST /api/directdebit.php?validate=1) answered. */
export interface Validation {
  /** bad fields with their messages ({} when the form is fine) */
  fields: Record<string, string>;
  /** suggestions.city */
  suggestion: string | null;
}

export type FormAction =
  | { type: 'change'; field: TextField; value: string }
  | { type: 'authorize'; value: boolean }
  | { type: 'blur'; field: FieldName }
  /** `scope: 'touched'` (a check on blur) shows errors only for fields the member has been to */
  | { type: 'validated'; sent: DirectDebitValues; result: Validation; scope: 'touched' | 'all' }
  | { type: 'acceptSuggestion' }
  | { type: 'keepCity' }
  /** another package: the mandate names the amount, so it has to be given again */
  | { type: 'newAmount' };

const sameCity = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether the member has been to `field`: left it, or filled it in (e.g. by autofill). */
export function isTouched(state: FormState, field: FieldName): boolean {
  if (state.touched[field]) return true;
  return field === 'authorization' ? false : state.values[field].trim() !== '';
}

/** A suggestion worth showing for `city`: a different spelling than the one typed. */
export function usefulSuggestion(city: string, suggestion: string | null | undefined): string | null {
  return suggestion && city.trim() && !sameCity(city, suggestion) ? suggestion : null;
}

function withError(errors: FieldErrors, field: FieldName, message: string | undefined): FieldErrors {
  const next = { ...errors };
  if (message) next[field] = message;
  else delete next[field];
  return next;
}

function applyValidation(
  state: FormState,
  sent: DirectDebitValues,
  result: Validation,
  scope: 'touched' | 'all',
): FormState {
  let errors = state.errors;
  const touched = scope === 'all' ? Object.fromEntries(FIELD_ORDER.map((f) => [f, true])) : state.touched;
  for (const field of FIELD_ORDER) {
    // a field changed while the check ran keeps its state: the answer is about the old value
    if (state.values[field] !== sent[field]) continue;
    if (scope === 'all' || isTouched(state, field)) errors = withError(errors, field, result.fields[field]);
  }
  let { suggestion, promptedCity } = state;
  if (state.values.city === sent.city) {
    suggestion = usefulSuggestion(sent.city, result.suggestion);
    if (suggestion) promptedCity = sent.city;
  }
  return { ...state, errors, touched, suggestion, promptedCity };
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'change': {
      const values = { ...state.values, [action.field]: action.value };
      const cityChanged = action.field === 'city' && action.value !== state.values.city;
      return {
        ...state,
        values,
        errors: withError(state.errors, action.field, undefined),
        suggestion: cityChanged ? null : state.suggestion,
      };
    }
    case 'authorize':
      return {
        ...state,
        values: { ...state.values, authorization: action.value },
        touched: { ...state.touched, authorization: true },
        errors: withError(state.errors, 'authorization', undefined),
      };
    case 'blur':
      return state.touched[action.field]
        ? state
        : { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'validated':
      return applyValidation(state, action.sent, action.result, action.scope);
    case 'acceptSuggestion':
      if (!state.suggestion) return state;
      return {
        ...state,
        values: { ...state.values, city: state.suggestion },
        errors: withError(state.errors, 'city', undefined),
        suggestion: null,
      };
    case 'keepCity':
      return { ...state, suggestion: null, promptedCity: state.values.city };
    case 'newAmount': {
      if (!state.values.authorization && !state.touched.authorization && !state.errors.authorization)
        return state;
      const { authorization: _touched, ...touched } = state.touched;
      return {
        ...state,
        values: { ...state.values, authorization: false },
        touched,
        errors: withError(state.errors, 'authorization', undefined),
      };
    }
  }
}

export type SubmitDecision = 'errors' | 'suggest' | 'proceed';

/**
 * What a submit does after the check of the form: stop at bad fields; stop once to offer a better
 * spelling of the city (sending the same spelling again keeps it); else go on and ask for the code.
 */
export function submitDecision(state: FormState, result: Validation): SubmitDecision {
  if (FIELD_ORDER.some((field) => result.fields[field])) return 'errors';
  const suggestion = usefulSuggestion(state.values.city, result.suggestion);
  if (suggestion && state.promptedCity !== state.values.city) return 'suggest';
  return 'proceed';
}

/** The first field with an error, in the order of the form. */
export function firstInvalidField(errors: FieldErrors): FieldName | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}
