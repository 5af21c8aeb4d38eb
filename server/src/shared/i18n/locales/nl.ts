import type { Messages } from './en';

export const nl: Messages = {
  'errors.generic': 'Er is een fout opgetreden, probeer het later opnieuw.',
  'errors.bad_request': 'Het verzoek is ongeldig.',
  'errors.validation_failed': 'Sommige velden zijn ongeldig.',
  'errors.not_found': 'Deze pagina kon niet worden gevonden',
  'errors.authentication_required': 'Log in om verder te gaan.',
  'errors.forbidden': 'U heeft hier geen toegang toe.',
  'errors.csrf_header_missing': 'Dit verzoek is geweigerd omdat het niet van de app afkomstig is.',
  'errors.too_many_requests': 'Te veel verzoeken, wacht even en probeer het opnieuw.',
  'errors.payload_too_large': 'Het verzoek is te groot.',
  'errors.invalid_domain': 'Het domein is geen geldige hostnaam.',
  'errors.invalid_country': 'Het land moet een landcode van twee letters zijn.',
  'errors.invalid_query': 'De queryparameter {name} is ongeldig.',
  'errors.login_failed': 'Inloggen mislukt, probeer het opnieuw',
  'mail.footer': 'U ontvangt deze e-mail omdat u een account heeft bij {site}.',
};
