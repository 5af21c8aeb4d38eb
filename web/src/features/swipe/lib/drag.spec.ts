import { describe, expect, it } from 'vitest';
import { decideThreshold, dragDecision, dragProgress } from './drag';

describe('drag', () => {
  it('needs 30% of a phone card, at most 120 px', () => {
    expect(decideThreshold(300)).toBe(90);
    expect(decideThreshold(600)).toBe(120);
  });

  it.each([
    [{ dx: 100, dy: 10 }, 'like'],
    [{ dx: -100, dy: 10 }, 'pass'],
    [{ dx: 60, dy: 0 }, null],
    [{ dx: 100, dy: 140 }, null],
  ] as const)('%o on a 300 px card decides %s', (drag, decision) => {
    expect(dragDecision(drag, 300)).toBe(decision);
  });

  it('shows progress up to the threshold', () => {
    expect(dragProgress({ dx: 45, dy: 0 }, 300)).toBe(0.5);
    expect(dragProgress({ dx: -500, dy: 0 }, 300)).toBe(-1);
  });
});
