/** Who looks at a profile, as far as photos go (SPEC §6). */
export type PhotoViewer = 'visitor' | 'free' | 'premium' | 'self';

/** How many of a member's photos (main first) a viewer may see; the rest are locked. */
export function visiblePhotoCount(viewer: PhotoViewer, total: number): number {
  const allowed = viewer === 'visitor' ? 1 : viewer === 'free' ? 2 : total;
  return Math.min(allowed, total);
}
