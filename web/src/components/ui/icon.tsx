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
