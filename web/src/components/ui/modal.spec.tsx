import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

/** A button that opens a dialog by code (no Radix trigger), as the app's dialogs open. */
function Opener({ focusFieldOnClose = false }: { focusFieldOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const [closed, setClosed] = useState(false);
  const close = () => {
    setOpen(false);
    setClosed(true);
  };
  // once the dialog is gone (its focus trap with it), as the chat puts a chosen line into its field
  useEffect(() => {
    if (closed && focusFieldOnClose) field.current?.focus();
  }, [closed, focusFieldOnClose]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <input ref={field} aria-label="Message" />
      <Modal open={open} onClose={close} labelledBy="title" closeLabel="Close">
        <h2 id="title">A dialog</h2>
        <button type="button" onClick={close}>
          Done
        </button>
      </Modal>
    </>
  );
}

function openWithFocus() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  it('gives the focus back to what opened it when it closes', async () => {
    render(<Opener />);
    const opener = openWithFocus();
    const dialog = screen.getByRole('dialog', { name: 'A dialog' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves the focus where the closing put it', async () => {
    render(<Opener focusFieldOnClose />);
    openWithFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // one macrotask on: Radix's own give-back, queued as the dialog went, has run by then
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });
});
