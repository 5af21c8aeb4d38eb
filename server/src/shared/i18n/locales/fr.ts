import type { Messages } from './en';

export const fr: Messages = {
  'errors.generic': 'Une erreur est survenue, veuillez réessayer plus tard.',
  'errors.bad_request': "La requête n'est pas valide.",
  'errors.validation_failed': 'Certains champs ne sont pas valides.',
  'errors.not_found': 'Cette page est introuvable',
  'errors.authentication_required': 'Veuillez vous connecter pour continuer.',
  'errors.forbidden': "Vous n'avez pas accès à cette ressource.",
  'errors.csrf_header_missing': "Cette requête a été refusée car elle ne provient pas de l'application.",
  'errors.too_many_requests': 'Trop de requêtes, veuillez patienter un instant et réessayer.',
  'errors.payload_too_large': 'La requête est trop volumineuse.',
  'errors.invalid_domain': "Le domaine n'est pas un nom d'hôte valide.",
  'errors.invalid_country': 'Le pays doit être un code pays à deux lettres.',
  'errors.invalid_query': "Le paramètre de requête {name} n'est pas valide.",
  'errors.login_failed': 'La connexion a échoué, veuillez réessayer',
  'mail.footer': 'Vous recevez cet e-mail parce que vous avez un compte sur {site}.',
};
