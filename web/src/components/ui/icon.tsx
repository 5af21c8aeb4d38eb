const PATHS = {
  globe:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.93 9h-3.02a15.7 15.7 0 0 0-1.38-6.02A8.02 8.02 0 0 1 18.93 11ZM12 4.04c.9 1.2 1.73 3.4 1.9 6.96h-3.8C10.27 7.44 11.1 5.24 12 4.04ZM9.47 4.98A15.7 15.7 0 0 0 8.09 11H5.07a8.02 8.02 0 0 1 4.4-6.02ZM5.07 13h3.02c.13 2.3.62 4.4 1.38 6.02A8.02 8.02 0 0 1 5.07 13ZM12 19.96c-.9-1.2-1.73-3.4-1.9-6.96h3.8c-.17 3.56-1 5.76-1.9 6.96Zm2.53-.94A15.7 15.7 0 0 0 15.91 13h3.02a8.02 8.02 0 0 1-4.4 6.02Z',
  search:
    'M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.25 4.24-1.42 1.42-4.24-4.25A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  message:
    'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8.4L4 21.5V18a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v10h2v1.5L7.7 16H20V6H4Z',
  heart:
    'M12 20.7 4.6 13.5a4.9 4.9 0 0 1 0-7 5 5 0 0 1 7 0l.4.4.4-.4a5 5 0 0 1 7 0 4.9 4.9 0 0 1 0 7L12 20.7Z',
  star: 'm12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8L12 2.5Z',
  back: 'M15.4 4.6 8 12l7.4 7.4-1.4 1.4L5.2 12 14 3.2l1.4 1.4Z',
  down: 'M4.6 8.6 12 16l7.4-7.4 1.4 1.4L12 18.8 3.2 10l1.4-1.4Z',
  // camera, gift, bulb, clock, send and plus: Material Design icons (Apache License 2.0)
  camera:
    'M12 15.2a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4ZM9 2 7.17 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-3.17L15 2H9Zm3 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10Z',
  gift: 'M20 6h-2.18c.11-.31.18-.65.18-1a3 3 0 0 0-5.5-1.65l-.5.67-.5-.68A3 3 0 0 0 6 5c0 .35.07.69.18 1H4a2 2 0 0 0-1.99 2L2 19a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2Zm-5-2a1 1 0 1 1 0 2 1 1 0 0 1 0-2ZM9 4a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm11 15H4v-2h16v2Zm0-5H4V8h5.08L7 10.83 8.62 12 11 8.76l1-1.36 1 1.36L15.38 12 17 10.83 14.92 8H20v6Z',
  bulb: 'M9 21a1 1 0 0 0 1 1h4a1 1 0 0 0 1-1v-1H9v1Zm3-19a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2Zm2.85 11.1-.85.6V16h-4v-2.3l-.85-.6A5 5 0 0 1 7 9a5 5 0 0 1 10 0 5 5 0 0 1-2.15 4.1Z',
  clock:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67V7Z',
  send: 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2 .01 7Z',
  plus: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2Z',
} as const;

export type IconName = keyof typeof PATHS;

export interface SvgIconProps {
  size?: number;
  className?: string;
}

/** A decorative 24×24 icon drawn from one SVG path; the surrounding control carries the name. */
export function SvgIcon({ path, size = 20, className }: SvgIconProps & { path: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

/** A small decorative icon; give the surrounding control its accessible name. */
export function Icon({ name, ...props }: SvgIconProps & { name: IconName }) {
  return <SvgIcon path={PATHS[name]} {...props} />;
}
