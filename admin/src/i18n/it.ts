import type { KindredMessages } from './en';

export const it: KindredMessages = {
  kindred: {
    app_title: 'Amministrazione Kindred',
    login: {
      title: 'Accedi alla console di Kindred',
      email: 'Indirizzo e-mail',
      password: 'Password',
      submit: 'Accedi',
      submitting: 'Accesso in corso…',
      failed: 'Accesso non riuscito. Riprova.',
      language: 'Lingua',
    },
    roles: {
      operator: 'Operatore',
      finance: 'Finanza',
    },
    dashboard: {
      title: 'Pannello',
      welcome: 'Benvenuto/a, %{name}',
      signed_in_as: 'Accesso effettuato come %{role}',
      loading: 'Caricamento dei dati…',
      error: 'Impossibile caricare i dati.',
      retry: 'Riprova',
      members_total: 'Iscritti',
      members_male: 'Uomini',
      members_female: 'Donne',
      fictional_total: 'Profili fittizi',
      photos_total: 'Foto',
      sites_total: 'Siti',
      signups_last_7_days: 'Iscrizioni degli ultimi 7 giorni',
    },
  },
};
