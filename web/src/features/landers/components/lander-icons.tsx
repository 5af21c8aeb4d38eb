import { Icon, SvgIcon, type IconName } from '../../../components/ui/icon';

// Material Design icons (Apache License 2.0), for what components/ui/icon has not.
const PATHS = {
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12Z',
  pin: 'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z',
  shield:
    'M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5l-9-4Zm-2 16-4-4 1.41-1.41L10 14.17l6.59-6.59L18 9l-8 8Z',
  bell: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2Z',
  lock: 'M18 8h-1V6a5 5 0 0 0-10 0v2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2Zm-6 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4Zm3.1-9H8.9V6a3.1 3.1 0 0 1 6.2 0v2Z',
  invisible:
    'M12 7a5 5 0 0 1 5 5c0 .65-.13 1.26-.36 1.83l2.92 2.92A11.8 11.8 0 0 0 22.99 12c-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7ZM2 4.27l2.28 2.28.46.46A11.8 11.8 0 0 0 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3 2 4.27Zm5.53 5.53 1.55 1.55c-.05.21-.08.43-.08.65a3 3 0 0 0 3 3c.22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53a5 5 0 0 1-5-5c0-.79.2-1.53.53-2.2Zm4.31-.78 3.15 3.15.02-.16a3 3 0 0 0-3-3l-.17.01Z',
  person: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2.25c-3 0-9 1.5-9 4.5V21h18v-2.25c0-3-6-4.5-9-4.5Z',
  swipe:
    'M18.89 6.67A10.96 10.96 0 0 0 12 4.2c-2.6 0-5 .9-6.89 2.47L3.5 5.05V10h4.95L6.53 8.08A8.9 8.9 0 0 1 12 6.2c2.05 0 3.95.7 5.47 1.88L15.55 10h4.95V5.05l-1.61 1.62ZM12.5 9a1.5 1.5 0 0 0-1.5 1.5v5.9l-1.66-.83a1.5 1.5 0 0 0-1.73 2.4L11.3 21.7c.27.19.6.3.93.3H17a2 2 0 0 0 2-1.73l.7-4.9a2 2 0 0 0-1.1-2.08L14 11.1v-.6A1.5 1.5 0 0 0 12.5 9Z',
} as const;

export type LanderIconName = keyof typeof PATHS | IconName;

const isOwn = (name: LanderIconName): name is keyof typeof PATHS => name in PATHS;

/** A decorative icon: the app's set plus the few a lander needs besides. */
export function LanderIcon({
  name,
  size = 24,
  className,
}: {
  name: LanderIconName;
  size?: number;
  className?: string;
}) {
  return isOwn(name) ? (
    <SvgIcon path={PATHS[name]} size={size} className={className} />
  ) : (
    <Icon name={name} size={size} className={className} />
  );
}
