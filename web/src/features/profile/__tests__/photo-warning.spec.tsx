import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoWarning } from '../components/photo-warning';
import { PHOTO_WARNING_DISMISSED_KEY } from '../lib/photo-warning';
import { json, renderProfile } from './render-profile';

const noPhoto = { profile: { main_image: null } };

describe('PhotoWarning', () => {
  it('asks for a photo, links to /profile and remembers its dismissal', async () => {
    await renderProfile(<PhotoWarning user={noPhoto} routeName="members" />, () => json({}));
    const link = await screen.findByRole('link', { name: 'Add a photo' });
    expect(link).toHaveAttribute('href', '/profile');
    expect(screen.getByText('Add a profile photo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Add a profile photo')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(PHOTO_WARNING_DISMISSED_KEY)).not.toBeNull();
  });

  it('stays away once dismissed, on /profile and with a main photo', async () => {
    window.localStorage.setItem(PHOTO_WARNING_DISMISSED_KEY, '1');
    const { unmount } = await renderProfile(<PhotoWarning user={noPhoto} routeName="members" />, () =>
      json({}),
    );
    expect(screen.queryByTestId('photo-warning')).not.toBeInTheDocument();
    unmount();
    window.localStorage.clear();
    const second = await renderProfile(<PhotoWarning user={noPhoto} routeName="profile" />, () => json({}));
    expect(screen.queryByTestId('photo-warning')).not.toBeInTheDocument();
    second.unmount();
    await renderProfile(
      <PhotoWarning user={{ profile: { main_image: { filename: 'a.jpg' } } }} routeName="members" />,
      () => json({}),
    );
    expect(screen.queryByTestId('photo-warning')).not.toBeInTheDocument();
  });
});
