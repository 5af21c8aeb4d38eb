/** The day's likes are used: when they come back, and that passing goes on. */
export function SwipeLimitNotice({ title, text }: { title: string; text: string }) {
  return (
    <div className="swipe-game__limit" role="status" data-testid="swipe-limit">
      <strong>{title}</strong>
      <p>{text}</p>
    </div>
  );
}
