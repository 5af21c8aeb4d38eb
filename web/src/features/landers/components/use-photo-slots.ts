import { photoSlots, type LanderPhoto } from '../lib/lander-photos';
import { useLander } from './lander-context';

/** The photo slots of a design: the photos there are, the rest null. */
export function usePhotoSlots(count: number): Array<LanderPhoto | null> {
  return photoSlots(useLander().photos.photos, count);
}

/** Marks a photo area busy while the photos load. */
export function usePhotosBusy(): boolean | undefined {
  return useLander().photos.state === 'loading' ? true : undefined;
}
