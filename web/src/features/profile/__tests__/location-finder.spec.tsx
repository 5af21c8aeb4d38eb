import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownProfileKey } from '../api/profile';
import { LocationFinder } from '../components/location-finder';
import { json, renderProfile, stubNavigator } from './render-profile';

const restores: Array<() => void> = [];
afterEach(() => {
  while (restores.length) restores.pop()!();
});

function permissionStatus(state: PermissionState) {
  const target = new EventTarget() as EventTarget & { state: PermissionState };
  target.state = state;
  return target;
}

const utrecht = {
  lat: 52.0907,
  lon: 5.1214,
  country: 'NL',
  region_id: 7,
  region: 'Utrecht',
  city: 'Utrecht',
};

const inUtrecht = { country: 'NL', region_id: 7, region: 'Utrecht', city: 'Utrecht' };

describe('LocationFinder', () => {
  it('explains that the browser cannot share a location and offers no button', async () => {
    restores.push(stubNavigator('geolocation', undefined));
    await renderProfile(<LocationFinder />, () => json({}, 404));
    expect(await screen.findByText(/Your browser cannot share your location/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my current location' })).not.toBeInTheDocument();
  });

  it('explains how to allow a denied permission and follows its change', async () => {
    const status = permissionStatus('denied');
    restores.push(stubNavigator('geolocation', { getCurrentPosition: vi.fn() }));
    restores.push(stubNavigator('permissions', { query: vi.fn().mockResolvedValue(status) }));
    await renderProfile(<LocationFinder />, () => json({}, 404));
    expect(await screen.findByText(/blocks location access for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my current location' })).not.toBeInTheDocument();

    status.state = 'granted';
    status.dispatchEvent(new Event('change'));
    expect(await screen.findByText('You allow this site to use your location.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my current location' })).toBeInTheDocument();
  });

  it('without the Permissions API: locates, shows the place and applies it', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({ coords: { latitude: 52.0907, longitude: 5.1214 } } as GeolocationPosition),
    );
    restores.push(stubNavigator('geolocation', { getCurrentPosition }));
    restores.push(stubNavigator('permissions', undefined));
    const calls: string[] = [];
    const { env } = await renderProfile(<LocationFinder />, async (url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      if (url.pathname === '/api/geocode.php') return json({ geocode: utrecht });
      if (url.pathname === '/api/profile.php') return json({ profile: { id: 1, ...inUtrecht } });
      return json({}, 404);
    });
    expect(
      await screen.findByText(/Let your browser share your location and we fill in/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText('We found: Utrecht, Utrecht, Netherlands')).toBeInTheDocument();
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ maximumAge: 3_600_000 });
    expect(calls).toContain('GET /api/geocode.php?lat=52.0907&lon=5.1214');

    fireEvent.click(screen.getByRole('button', { name: 'Use this location' }));
    expect(
      await screen.findByText('Your location is now Utrecht, Utrecht, Netherlands.'),
    ).toBeInTheDocument();
    expect(calls).toContain('PUT /api/profile.php');
    expect(env.onProfileChanged).toHaveBeenCalled();
  });

  it('the message of the applied place goes once the location is edited by hand', async () => {
    restores.push(
      stubNavigator('geolocation', {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 52.0907, longitude: 5.1214 } } as GeolocationPosition),
      }),
    );
    restores.push(stubNavigator('permissions', undefined));
    const { queryClient } = await renderProfile(<LocationFinder />, async (url) => {
      if (url.pathname === '/api/geocode.php') return json({ geocode: utrecht });
      if (url.pathname === '/api/profile.php') return json({ profile: { id: 1, ...inUtrecht } });
      return json({}, 404);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use my current location' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use this location' }));
    const applied = 'Your location is now Utrecht, Utrecht, Netherlands.';
    expect(await screen.findByText(applied)).toBeInTheDocument();

    // what the location section does after a save by hand
    act(() => {
      queryClient.setQueryData(ownProfileKey(1), { profile: { id: 1, ...inUtrecht, city: 'Amersfoort' } });
    });
    await waitFor(() => expect(screen.queryByText(applied)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Use my current location' })).toBeInTheDocument();

    // and back to the same place by hand: the message does not return
    act(() => {
      queryClient.setQueryData(ownProfileKey(1), { profile: { id: 1, ...inUtrecht } });
    });
    expect(screen.queryByText(applied)).not.toBeInTheDocument();
  });

  it('says so when no town is near the position', async () => {
    restores.push(
      stubNavigator('geolocation', {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 0, longitude: -140 } } as GeolocationPosition),
      }),
    );
    restores.push(stubNavigator('permissions', undefined));
    await renderProfile(<LocationFinder />, () =>
      json({ error: 'location_unknown', message: 'No place near here.' }, 404),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(
      await screen.findByText(
        'We could not find a town near your position. Please enter your location above.',
      ),
    ).toBeInTheDocument();
  });

  it('a refusal in the browser turns into the denied explanation', async () => {
    restores.push(
      stubNavigator('geolocation', {
        getCurrentPosition: (_: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1 } as GeolocationPositionError),
      }),
    );
    restores.push(stubNavigator('permissions', undefined));
    await renderProfile(<LocationFinder />, () => json({}, 404));
    fireEvent.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText('You did not allow us to use your location.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/blocks location access for this site/)).toBeInTheDocument());
  });
});
