import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_HIDDEN_PATH, sendPageHidden, usePageHiddenBeacon, watchPageHidden } from './page-hidden';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('page-hidden beacon', () => {
  afterEach(() => setVisibility('visible'));

  it('sends an empty JSON body to page-hidden.php as a beacon', async () => {
    const sendBeacon = vi.fn(() => true);
    expect(sendPageHidden({ sendBeacon })).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith(PAGE_HIDDEN_PATH, expect.any(Blob));
    const body = (sendBeacon.mock.calls[0] as unknown as [string, Blob])[1];
    expect(body.type).toBe('application/json');
    expect(await body.text()).toBe('{}');
  });

  it('sends it when the page becomes hidden, not when it becomes visible, until stopped', () => {
    const sendBeacon = vi.fn(() => true);
    const stop = watchPageHidden(document, { sendBeacon });
    setVisibility('visible');
    expect(sendBeacon).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    stop();
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('copes with a browser without beacons or one that refuses', () => {
    expect(sendPageHidden({} as Pick<Navigator, 'sendBeacon'>)).toBe(false);
    const throwing = vi.fn(() => {
      throw new TypeError('refused');
    });
    expect(sendPageHidden({ sendBeacon: throwing })).toBe(false);
  });

  it('watches only while the member is logged in', () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    const { rerender, unmount } = renderHook(({ loggedIn }) => usePageHiddenBeacon(loggedIn), {
      initialProps: { loggedIn: false },
    });
    setVisibility('hidden');
    expect(sendBeacon).not.toHaveBeenCalled();
    rerender({ loggedIn: true });
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    rerender({ loggedIn: false });
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    unmount();
  });
});
