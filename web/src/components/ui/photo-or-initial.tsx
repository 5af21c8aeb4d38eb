/** A member's photo, or the first letter of their name where there is none (decorative: the name is beside it). */
export function PhotoOrInitial({
  src,
  name,
  initialClassName,
}: {
  src: string | null | undefined;
  name: string;
  initialClassName: string;
}) {
  return src ? (
    <img src={src} alt="" loading="lazy" />
  ) : (
    <span className={initialClassName} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
