import { screen } from '@testing-library/react';
import { renderIn } from '../../../test/render-in';
import { describe, expect, it } from 'vitest';
import { MailChangeUndo } from '../components/mail-change-undo';

describe('where the undo link of an e-mail change lands', () => {
  it('after an undone e-mail change suggests a new password, in the member language', async () => {
    await renderIn('de', <MailChangeUndo routeName="mail-change-undo" result="done" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Deine alte E-Mail-Adresse ist zurück',
    );
    expect(screen.getByRole('link', { name: 'Neues Passwort wählen' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('says an undo link older than 7 days expired', async () => {
    await renderIn('fr', <MailChangeUndo routeName="mail-change-undo" result="expired" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ce lien a expiré');
    expect(screen.getByText(/valable 7 jours/)).toBeVisible();
  });
});
