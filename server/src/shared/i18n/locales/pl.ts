import type { Messages } from './en';

export const pl: Messages = {
  'errors.generic': 'Wystąpił błąd, spróbuj ponownie później.',
  'errors.bad_request': 'Żądanie jest nieprawidłowe.',
  'errors.validation_failed': 'Niektóre pola są nieprawidłowe.',
  'errors.not_found': 'Nie można znaleźć tej strony',
  'errors.authentication_required': 'Zaloguj się, aby kontynuować.',
  'errors.forbidden': 'Nie masz do tego dostępu.',
  'errors.csrf_header_missing': 'To żądanie zostało odrzucone, ponieważ nie pochodzi z aplikacji.',
  'errors.too_many_requests': 'Zbyt wiele żądań, odczekaj chwilę i spróbuj ponownie.',
  'errors.payload_too_large': 'Żądanie jest zbyt duże.',
  'errors.invalid_domain': 'Domena nie jest prawidłową nazwą hosta.',
  'errors.invalid_country': 'Kraj musi być dwuliterowym kodem kraju.',
  'errors.invalid_query': 'Parametr zapytania {name} jest nieprawidłowy.',
  'errors.login_failed': 'Logowanie nie powiodło się, spróbuj ponownie',
  'mail.footer': 'Otrzymujesz tę wiadomość, ponieważ masz konto w serwisie {site}.',
};
