import { visiblePhotoCount } from './photo-visibility';

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
