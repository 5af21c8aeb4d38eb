import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../../test/render-in';
import { DeleteAccountSettings } from '../components/delete-account-settings';

describe('/settings: deleting the account', () => {
  it('names the confirmation’s × "Close", not "Cancel" as its Cancel button (in German too)', async () => {
    await renderIn('de', <DeleteAccountSettings onDeleted={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Ich habe keine Zeit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mein Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dein Konto löschen?' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
