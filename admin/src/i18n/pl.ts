import type { KindredMessages } from './en';

export const pl: KindredMessages = {
  kindred: {
    app_title: 'Panel administracyjny Kindred',
    login: {
      title: 'Zaloguj się do konsoli Kindred',
      email: 'Adres e-mail',
      password: 'Hasło',
      submit: 'Zaloguj się',
      submitting: 'Logowanie…',
      failed: 'Logowanie nie powiodło się. Spróbuj ponownie.',
      language: 'Język',
    },
    roles: {
      operator: 'Operator',
      finance: 'Finanse',
    },
    dashboard: {
      title: 'Pulpit',
      welcome: 'Witaj, %{name}',
      signed_in_as: 'Zalogowano jako: %{role}',
      loading: 'Wczytywanie danych…',
      error: 'Nie udało się wczytać danych.',
      retry: 'Spróbuj ponownie',
      members_total: 'Członkowie',
      members_male: 'Mężczyźni',
      members_female: 'Kobiety',
      fictional_total: 'Profile fikcyjne',
      photos_total: 'Zdjęcia',
      sites_total: 'Witryny',
      signups_last_7_days: 'Rejestracje z ostatnich 7 dni',
    },
  },
};
