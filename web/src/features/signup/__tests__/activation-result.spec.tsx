import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import type { Locale } from '../../../lib/i18n/locales';
import { ActivateError } from '../components/activation-result';

async function renderIn(language: Locale, element: ReactNode) {
  const i18n = await createI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{element}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('where a used activation link lands', () => {
  it('says a reused activation link found the account already activated', async () => {
    await renderIn(
      'en',
      <ActivateError routeName="activate-error" supportEmail={null} reason="already_activated" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your account is already activated');
    expect(screen.queryByText('Activation failed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the members' })).toHaveAttribute('href', '/members');
  });

  it('keeps "Activation failed" for a bad link', async () => {
    await renderIn('en', <ActivateError routeName="activate-error" supportEmail={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Activation failed');
  });
});
