import { screen } from '@testing-library/react';
import { renderIn } from '../../../test/render-in';
import { describe, expect, it } from 'vitest';
import { ActivateError } from '../components/activation-result';

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
