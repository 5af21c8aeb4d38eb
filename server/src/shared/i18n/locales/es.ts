import type { Messages } from './en';

export const es: Messages = {
  'errors.generic': 'Se ha producido un error, inténtelo de nuevo más tarde.',
  'errors.bad_request': 'La solicitud no es válida.',
  'errors.validation_failed': 'Algunos campos no son válidos.',
  'errors.not_found': 'No se ha encontrado esta página',
  'errors.authentication_required': 'Inicie sesión para continuar.',
  'errors.forbidden': 'No tiene acceso a esto.',
  'errors.csrf_header_missing': 'Se ha rechazado esta solicitud porque no procede de la aplicación.',
  'errors.too_many_requests': 'Demasiadas solicitudes, espere un momento y vuelva a intentarlo.',
  'errors.payload_too_large': 'La solicitud es demasiado grande.',
  'errors.invalid_domain': 'El dominio no es un nombre de host válido.',
  'errors.invalid_country': 'El país debe ser un código de país de dos letras.',
  'errors.invalid_query': 'El parámetro de consulta {name} no es válido.',
  'errors.login_failed': 'Error al iniciar sesión, inténtelo de nuevo',
  'mail.footer': 'Recibe este correo electrónico porque tiene una cuenta en {site}.',
};
