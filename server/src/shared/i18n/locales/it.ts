import type { Messages } from './en';

export const it: Messages = {
  'errors.generic': 'Si è verificato un errore, riprova più tardi.',
  'errors.bad_request': 'La richiesta non è valida.',
  'errors.validation_failed': 'Alcuni campi non sono validi.',
  'errors.not_found': 'Impossibile trovare questa pagina',
  'errors.authentication_required': 'Accedi per continuare.',
  'errors.forbidden': 'Non hai accesso a questa risorsa.',
  'errors.csrf_header_missing': "La richiesta è stata rifiutata perché non proviene dall'app.",
  'errors.too_many_requests': 'Troppe richieste, attendi un momento e riprova.',
  'errors.payload_too_large': 'La richiesta è troppo grande.',
  'errors.invalid_domain': 'Il dominio non è un nome host valido.',
  'errors.invalid_country': 'Il paese deve essere un codice paese di due lettere.',
  'errors.invalid_query': 'Il parametro di query {name} non è valido.',
  'errors.login_failed': 'Accesso non riuscito, riprova',
  'mail.footer': 'Ricevi questa e-mail perché hai un account su {site}.',
};
