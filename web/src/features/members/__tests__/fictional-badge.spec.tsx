import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FICTIONAL_ICON, FictionalBadge, isIconUrl } from '../../../components/ui/fictional-badge';

describe('FictionalBadge', () => {
  it('shows a character icon with the label as its name and tooltip', () => {
    render(<FictionalBadge icon="★" label="fictional profile" />);
    const badge = screen.getByRole('img', { name: 'fictional profile' });
    expect(badge).toHaveTextContent('★');
    expect(badge).toHaveAttribute('title', 'fictional profile');
  });

  it('draws the mask rather than the 🎭 emoji, which many systems cannot show', () => {
    render(<FictionalBadge icon="🎭" label="fictional profile" />);
    const badge = screen.getByRole('img', { name: 'fictional profile' });
    expect(badge).not.toHaveTextContent('🎭');
    expect(badge.querySelector('svg path')).not.toBeNull();
  });

  it('shows an image icon as an image', () => {
    render(<FictionalBadge icon="/media/fictional.svg" label="fiktives Profil" />);
    const badge = screen.getByRole('img', { name: 'fiktives Profil' });
    expect(badge.tagName).toBe('IMG');
    expect(badge).toHaveAttribute('src', '/media/fictional.svg');
  });

  it('falls back to a mask without an icon', () => {
    render(<FictionalBadge icon={null} label="fictional profile" />);
    const badge = screen.getByRole('img', { name: 'fictional profile' });
    expect(badge.querySelector('svg path')).not.toBeNull();
    expect(DEFAULT_FICTIONAL_ICON).toBe('🎭');
  });

  it('tells image addresses from characters', () => {
    expect(isIconUrl('https://cdn.example/f.png')).toBe(true);
    expect(isIconUrl('/icons/mask')).toBe(true);
    expect(isIconUrl('mask.webp')).toBe(true);
    expect(isIconUrl('🎭')).toBe(false);
    expect(isIconUrl('*')).toBe(false);
  });
});
