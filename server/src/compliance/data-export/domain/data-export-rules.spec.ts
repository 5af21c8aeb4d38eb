import { strFromU8, unzipSync } from 'fflate';
import { exportState } from './data-export-rules';
import { zipMemberData } from './member-archive';

describe('data export rules', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const later = new Date('2026-11-22T12:00:00Z');

  it.each([
    [{ status: 'pending' as const, expires_at: null, has_archive: false }, 'preparing'],
    [{ status: 'failed' as const, expires_at: null, has_archive: false }, 'failed'],
    [{ status: 'ready' as const, expires_at: later, has_archive: true }, 'ready'],
    [{ status: 'ready' as const, expires_at: now, has_archive: true }, 'expired'],
    [{ status: 'ready' as const, expires_at: later, has_archive: false }, 'expired'],
  ])('%j is %s', (row, state) => {
    expect(exportState(row, now)).toBe(state);
  });

  it('zips each document as JSON, each media file as is, and an index', () => {
    const photo = new Uint8Array([0xff, 0xd8, 1, 2, 3]);
    const zip = zipMemberData({ 'profile.json': { name: 'Anna', at: now } }, { 'photos/1.jpg': photo }, now);
    const files = unzipSync(zip);
    expect(JSON.parse(strFromU8(files['profile.json']!))).toEqual({ name: 'Anna', at: now.toISOString() });
    expect(files['photos/1.jpg']).toEqual(photo);
    expect(JSON.parse(strFromU8(files['export.json']!))).toEqual({
      exported_at: now.toISOString(),
      files: ['profile.json', 'photos/1.jpg'],
    });
  });
});
