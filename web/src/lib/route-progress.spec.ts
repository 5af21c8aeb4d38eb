import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_HIDE_MS, useRouteProgress } from './route-progress';

describe('useRouteProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = () => renderHook(({ busy }) => useRouteProgress(busy), { initialProps: { busy: false } });

  it('stays hidden for a load of 200 ms or less', () => {
    const { result, rerender } = render();
    rerender({ busy: true });
    act(() => void vi.advanceTimersByTime(200 - 1));
    expect(result.current.visible).toBe(false);
    rerender({ busy: false });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toEqual({ visible: false, value: 0 });
  });

  it('shows after 200 ms, fills in 5 s but waits short of the end, then fills and goes when loaded', () => {
    const { result, rerender } = render();
    rerender({ busy: true });
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toEqual({ visible: true, value: 0 });
    act(() => void vi.advanceTimersByTime(2_500));
    expect(result.current.value).toBeCloseTo(50);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.value).toBe(95);

    rerender({ busy: false });
    expect(result.current).toEqual({ visible: true, value: 100 });
    act(() => void vi.advanceTimersByTime(PROGRESS_HIDE_MS));
    expect(result.current).toEqual({ visible: false, value: 0 });
  });

  it('starts again from the start for the next load', () => {
    const { result, rerender } = render();
    rerender({ busy: true });
    act(() => void vi.advanceTimersByTime(1_200));
    rerender({ busy: false });
    act(() => void vi.advanceTimersByTime(PROGRESS_HIDE_MS));
    rerender({ busy: true });
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current.visible).toBe(true);
    expect(result.current.value).toBeCloseTo(2);
  });
});
