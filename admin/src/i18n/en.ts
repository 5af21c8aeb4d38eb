// Our own messages, in English. Every other language has exactly these keys (the type checks it).
// react-admin's own keys (ra.*) come from its language packs, see index.ts.
export const en = {
  kindred: {
    app_title: 'Kindred admin',
    login: {
      title: 'Sign in to the Kindred console',
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
      failed: 'Sign-in failed. Please try again.',
      language: 'Language',
    },
    roles: {
      operator: 'Operator',
      finance: 'Finance',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      signed_in_as: 'Signed in as %{role}',
      loading: 'Loading the figures…',
      error: 'The figures could not be loaded.',
      retry: 'Try again',
      members_total: 'Members',
      members_male: 'Men',
      members_female: 'Women',
      fictional_total: 'Fictional profiles',
      photos_total: 'Photos',
      sites_total: 'Sites',
      signups_last_7_days: 'Sign-ups in the last 7 days',
    },
  },
};

export type KindredMessages = typeof en;
