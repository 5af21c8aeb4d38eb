/** Words shown as soft pills in a list (a member's interests, the facts on a landing page). */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={['wrap-list', className].filter(Boolean).join(' ')}>
      {tags.map((tag) => (
        <li key={tag} className="tag-list__tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
