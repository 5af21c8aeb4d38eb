import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../lib/i18n/i18n';
import type { Locale } from '../lib/i18n/locales';

/** Renders a page that needs only translations (in `language`) and a router. */
export async function renderIn(language: Locale, element: ReactNode) {
  const i18n = await createI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{element}</MemoryRouter>
    </I18nextProvider>,
  );
}
