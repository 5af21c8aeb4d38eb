import type { KindredMessages } from './en';

export const nl: KindredMessages = {
  kindred: {
    app_title: 'Kindred-beheer',
    login: {
      title: 'Inloggen op de Kindred-console',
      email: 'E-mailadres',
      password: 'Wachtwoord',
      submit: 'Inloggen',
      submitting: 'Bezig met inloggen…',
      failed: 'Inloggen is mislukt. Probeer het opnieuw.',
      language: 'Taal',
    },
    roles: {
      operator: 'Operator',
      finance: 'Financiën',
    },
    dashboard: {
      title: 'Overzicht',
      welcome: 'Welkom, %{name}',
      signed_in_as: 'Ingelogd als %{role}',
      loading: 'De cijfers worden geladen…',
      error: 'De cijfers konden niet worden geladen.',
      retry: 'Opnieuw proberen',
      members_total: 'Leden',
      members_male: 'Mannen',
      members_female: 'Vrouwen',
      fictional_total: 'Fictieve profielen',
      photos_total: "Foto's",
      sites_total: 'Sites',
      signups_last_7_days: 'Aanmeldingen in de afgelopen 7 dagen',
    },
  },
};
