import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { SubmitButton } from './submit-button';

describe('Button', () => {
  it('pending, stays focusable and says it is unavailable, but neither clicks nor submits its form', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = vi.fn();
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Field" />
        <SubmitButton pending={false}>Save</SubmitButton>
        <Button onClick={onClick}>Other</Button>
      </form>,
    );
    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Field" />
        <SubmitButton pending pendingLabel="Saving…">
          Save
        </SubmitButton>
        <Button pending onClick={onClick}>
          Other
        </Button>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Saving…' });
    expect(save).not.toHaveAttribute('disabled');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    save.focus();
    expect(save).toHaveFocus();
    fireEvent.click(save);
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled stays disabled', () => {
    render(<Button disabled>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
