import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { fakeSocket } from '../../test/fake-socket';
import { json, renderFeature, type ApiHandler } from '../../test/render-feature';
import { LiveUpdates } from '../live-updates';

/** The logged-in member of the live updates' tests: Anna, member 1. */
export const liveUser = {
  id: 1,
  credits: 5,
  status: 'activated',
  paid_user: false,
  notifications_disabled: [],
  profile: { id: 1, name: 'Anna', main_image: null },
};

/**
 * LiveUpdates on every route from `path`, Anna logged in, with a socket the test plays the server of
 * (`server(event, payload)`), once the socket listens; `api` answers the rest.
 */
export async function renderLive({
  path,
  namespace,
  api,
}: {
  path: string;
  namespace: string;
  api: ApiHandler;
}) {
  const { server, listens, connect } = fakeSocket();
  const view = await renderFeature(<LiveUpdates connect={connect} />, {
    path,
    pattern: '*',
    namespace,
    handler: (call) => (call.url.pathname === '/api/user.php' ? json({ user: liveUser }) : api(call)),
  });
  await waitFor(() => expect(listens('message') && listens('match')).toBe(true));
  return { ...view, server: (event: string, payload?: unknown) => act(() => server(event, payload)) };
}
