import type { KindredMessages } from './en';

export const es: KindredMessages = {
  kindred: {
    app_title: 'Administración de Kindred',
    login: {
      title: 'Iniciar sesión en la consola de Kindred',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      submitting: 'Iniciando sesión…',
      failed: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
      language: 'Idioma',
    },
    roles: {
      operator: 'Operador',
      finance: 'Finanzas',
    },
    dashboard: {
      title: 'Panel',
      welcome: 'Bienvenido/a, %{name}',
      signed_in_as: 'Sesión iniciada como %{role}',
      loading: 'Cargando las cifras…',
      error: 'No se pudieron cargar las cifras.',
      retry: 'Reintentar',
      members_total: 'Miembros',
      members_male: 'Hombres',
      members_female: 'Mujeres',
      fictional_total: 'Perfiles ficticios',
      photos_total: 'Fotos',
      sites_total: 'Sitios',
      signups_last_7_days: 'Registros de los últimos 7 días',
    },
  },
};
