import type { Messages } from './en';

export const de: Messages = {
  'errors.generic': 'Es ist ein Fehler aufgetreten, bitte versuchen Sie es später erneut.',
  'errors.bad_request': 'Die Anfrage ist ungültig.',
  'errors.validation_failed': 'Einige Felder sind ungültig.',
  'errors.not_found': 'Diese Seite konnte nicht gefunden werden',
  'errors.authentication_required': 'Bitte melden Sie sich an, um fortzufahren.',
  'errors.forbidden': 'Sie haben keinen Zugriff darauf.',
  'errors.csrf_header_missing': 'Diese Anfrage wurde abgelehnt, weil sie nicht von der App stammt.',
  'errors.too_many_requests': 'Zu viele Anfragen, bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'errors.payload_too_large': 'Die Anfrage ist zu groß.',
  'errors.invalid_domain': 'Die Domain ist kein gültiger Hostname.',
  'errors.invalid_country': 'Das Land muss ein zweistelliger Ländercode sein.',
  'errors.invalid_query': 'Der Abfrageparameter {name} ist ungültig.',
  'errors.login_failed': 'Anmeldung fehlgeschlagen, bitte versuchen Sie es erneut',
  'mail.footer': 'Sie erhalten diese E-Mail, weil Sie ein Konto bei {site} haben.',
};
