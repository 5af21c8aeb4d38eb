import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('asks the password manager for the saved password, or to offer a new one', () => {
    render(
      <>
        <PasswordField label="Password" name="password" purpose="current" value="" onChange={() => {}} />
        <PasswordField label="New password" name="new_password" purpose="new" value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  it('hands each change on as the new value', () => {
    const onChange = vi.fn();
    render(<PasswordField label="Password" name="password" purpose="current" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret pass' } });
    expect(onChange).toHaveBeenCalledWith('secret pass');
  });
});
