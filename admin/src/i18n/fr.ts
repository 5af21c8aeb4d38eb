import type { KindredMessages } from './en';

export const fr: KindredMessages = {
  kindred: {
    app_title: 'Administration Kindred',
    login: {
      title: 'Connexion à la console Kindred',
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      submitting: 'Connexion en cours…',
      failed: 'La connexion a échoué. Veuillez réessayer.',
      language: 'Langue',
    },
    roles: {
      operator: 'Opérateur',
      finance: 'Finance',
    },
    dashboard: {
      title: 'Tableau de bord',
      welcome: 'Bienvenue, %{name}',
      signed_in_as: 'Connecté·e en tant que %{role}',
      loading: 'Chargement des chiffres…',
      error: 'Les chiffres n’ont pas pu être chargés.',
      retry: 'Réessayer',
      members_total: 'Membres',
      members_male: 'Hommes',
      members_female: 'Femmes',
      fictional_total: 'Profils fictifs',
      photos_total: 'Photos',
      sites_total: 'Sites',
      signups_last_7_days: 'Inscriptions des 7 derniers jours',
    },
  },
};
