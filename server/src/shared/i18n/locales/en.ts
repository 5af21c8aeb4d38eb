/** English is the source and the fallback: the spec's wording lives here verbatim. */
export const en = {
  'errors.generic': 'An error occured, please try again later.',
  'errors.bad_request': 'The request is not valid.',
  'errors.validation_failed': 'Some fields are not valid.',
  'errors.not_found': 'This page could not be found',
  'errors.authentication_required': 'Please log in to continue.',
  'errors.forbidden': 'You do not have access to this.',
  'errors.csrf_header_missing': 'This request was refused because it did not come from the app.',
  'errors.too_many_requests': 'Too many requests, please wait a moment and try again.',
  'errors.payload_too_large': 'The request is too large.',
  'errors.invalid_domain': 'The domain is not a valid host name.',
  'errors.invalid_country': 'The country must be a two-letter country code.',
  'errors.invalid_query': 'The query parameter {name} is not valid.',
  'errors.login_failed': 'Login failed, please try again',
  'mail.footer': 'You receive this e-mail because you have an account at {site}.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
