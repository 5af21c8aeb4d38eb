import { bulkSeedWanted, BULK_THRESHOLD } from './bulk-members';
import { generateMembers } from './members';
import { sharedPhotosOf, SHARED_PHOTO_PREFIX, SHARED_PHOTOS_PER_GENDER } from './shared-photos';

const NOW = new Date('2026-03-15T12:00:00Z');

describe('bulk seed', () => {
  it('is chosen by SEED_BULK, and unset only above the threshold (not for the default 300)', () => {
    expect(bulkSeedWanted({}, 300)).toBe(false);
    expect(bulkSeedWanted({}, BULK_THRESHOLD)).toBe(false);
    expect(bulkSeedWanted({}, BULK_THRESHOLD + 1)).toBe(true);
    expect(bulkSeedWanted({ SEED_BULK: 'true' }, 10)).toBe(true);
    expect(bulkSeedWanted({ SEED_BULK: 'false' }, 100_000)).toBe(false);
  });

  it('gives each member distinct photos of the pool of their gender, as many as they have, the same every run', () => {
    const members = generateMembers(500, NOW);
    const firstSlots = new Set<string>();
    for (const member of members) {
      const photos = sharedPhotosOf(member);
      expect(photos).toHaveLength(member.photoCount);
      expect(new Set(photos.map((p) => p.filename)).size).toBe(photos.length);
      for (const photo of photos) {
        expect(photo.filename.startsWith(`${SHARED_PHOTO_PREFIX}${member.gender}-`)).toBe(true);
        expect(photo.thumb).toBe(photo.filename.replace(/\.jpg$/, '_thumb.jpg'));
      }
      expect(sharedPhotosOf(member)).toEqual(photos);
      firstSlots.add(photos[0]!.filename);
    }
    // Main photos spread over the whole pool rather than everyone looking alike.
    expect(firstSlots.size).toBe(2 * SHARED_PHOTOS_PER_GENDER);
  });
});
