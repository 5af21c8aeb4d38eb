import {
  byDisplayOrder,
  hiddenUntilPremium,
  passesReview,
  photoVisibility,
  visiblePhotoCount,
} from './photo-visibility';

describe('visiblePhotoCount', () => {
  it('shows a visitor the main photo, a free member one more, premium members and the owner all', () => {
    expect(visiblePhotoCount('visitor', 5)).toBe(1);
    expect(visiblePhotoCount('free', 5)).toBe(2);
    expect(visiblePhotoCount('premium', 5)).toBe(5);
    expect(visiblePhotoCount('self', 5)).toBe(5);
  });

  it('never shows more than there are', () => {
    expect(visiblePhotoCount('free', 1)).toBe(1);
    expect(visiblePhotoCount('visitor', 0)).toBe(0);
  });
});

describe('photo moderation', () => {
  it('shows an unreviewed photo at once in post mode, only after approval in pre mode, a rejected one never', () => {
    expect(passesReview('pending', 'post')).toBe(true);
    expect(passesReview('pending', 'pre')).toBe(false);
    expect(passesReview('approved', 'pre')).toBe(true);
    expect(passesReview('rejected', 'post')).toBe(false);
  });
});

describe('photos beyond the free limit', () => {
  const free = { premium: false, fictional: false };
  it('hides the 4th photo on of a member who is not premium, until premium returns', () => {
    expect(hiddenUntilPremium(2, free)).toBe(false);
    expect(hiddenUntilPremium(3, free)).toBe(true);
    expect(hiddenUntilPremium(3, { premium: true, fictional: false })).toBe(false);
    expect(hiddenUntilPremium(3, { premium: false, fictional: true })).toBe(false);
  });

  it('ranks the main photo first, then by position', () => {
    const photos = [
      { id: 1, isMain: false, position: 0 },
      { id: 2, isMain: true, position: 4 },
      { id: 3, isMain: false, position: 1 },
    ];
    expect([...photos].sort(byDisplayOrder).map((p) => p.id)).toEqual([2, 1, 3]);
  });

  it('tells the owner why a photo is not shown', () => {
    expect(photoVisibility('pending', 0, 'post', free)).toBe('visible');
    expect(photoVisibility('pending', 0, 'pre', free)).toBe('awaiting_review');
    expect(photoVisibility('approved', 3, 'pre', free)).toBe('hidden_until_premium');
    expect(photoVisibility('rejected', 3, 'post', free)).toBe('rejected');
  });
});
