import type { KindredMessages } from './en';

export const de: KindredMessages = {
  kindred: {
    app_title: 'Kindred-Verwaltung',
    login: {
      title: 'Bei der Kindred-Konsole anmelden',
      email: 'E-Mail-Adresse',
      password: 'Passwort',
      submit: 'Anmelden',
      submitting: 'Anmeldung läuft…',
      failed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      language: 'Sprache',
    },
    roles: {
      operator: 'Operator',
      finance: 'Finanzen',
    },
    dashboard: {
      title: 'Übersicht',
      welcome: 'Willkommen, %{name}',
      signed_in_as: 'Angemeldet als %{role}',
      loading: 'Die Zahlen werden geladen…',
      error: 'Die Zahlen konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      members_total: 'Mitglieder',
      members_male: 'Männer',
      members_female: 'Frauen',
      fictional_total: 'Fiktive Profile',
      photos_total: 'Fotos',
      sites_total: 'Websites',
      signups_last_7_days: 'Anmeldungen der letzten 7 Tage',
    },
  },
};
