import { describe, expect, it, vi } from 'vitest';
import { emitLikeModalAction, LIKE_MODAL_EVENT, likeModalDelayMs, withoutDelay } from './like-modal-delay';

describe('the like modal delay (?t=)', () => {
  it('reads whole seconds up to an hour', () => {
    expect(likeModalDelayMs('?t=5')).toBe(5000);
    expect(likeModalDelayMs('?a=1&t=0')).toBe(0);
    expect(likeModalDelayMs('?t=3600')).toBe(3_600_000);
  });

  it('ignores anything else', () => {
    for (const search of ['', '?t=', '?t=-1', '?t=1.5', '?t=abc', '?t=3601', '?t=99999']) {
      expect(likeModalDelayMs(search)).toBeNull();
    }
  });

  it('removes t and keeps the rest of the query', () => {
    expect(withoutDelay('?t=5')).toBe('');
    expect(withoutDelay('?a=1&t=5&b=2')).toBe('?a=1&b=2');
  });

  it('reports presses as a window event with the profile id', () => {
    const listener = vi.fn();
    window.addEventListener(LIKE_MODAL_EVENT, listener);
    emitLikeModalAction('image pressed', 7);
    window.removeEventListener(LIKE_MODAL_EVENT, listener);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({ action: 'image pressed', id: 7 });
  });
});
