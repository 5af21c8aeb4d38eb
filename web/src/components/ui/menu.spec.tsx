import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

function renderMenu() {
  const onSelect = vi.fn();
  render(<Menu label="More options" trigger="…" items={[{ key: 'block', label: 'Block', onSelect }]} />);
  return { trigger: screen.getByRole('button', { name: 'More options' }), onSelect };
}

describe('Menu', () => {
  it('opens by a plain click (no pointer events) with the focus on the first item', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus();
  });

  it('stays open when the browser follows Enter on the button with its click', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('stays open when a pointer press is followed by its click', () => {
    const { trigger } = renderMenu();
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
