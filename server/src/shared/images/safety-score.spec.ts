import { aboveThreshold, safetyScore } from './safety-score';

describe('safety score', () => {
  it('adds Porn, Hentai and half of Sexy, within 0..1', () => {
    expect(
      safetyScore([
        { className: 'Neutral', probability: 0.5 },
        { className: 'Porn', probability: 0.2 },
        { className: 'Hentai', probability: 0.1 },
        { className: 'Sexy', probability: 0.2 },
      ]),
    ).toBeCloseTo(0.4);
    expect(safetyScore([{ className: 'Drawing', probability: 1 }])).toBe(0);
    expect(safetyScore([{ className: 'Porn', probability: 1.2 }])).toBe(1);
  });

  it('holds only a score above the threshold', () => {
    expect(aboveThreshold(0.71, 0.7)).toBe(true);
    expect(aboveThreshold(0.7, 0.7)).toBe(false);
    expect(aboveThreshold(null, 0)).toBe(false);
  });
});
