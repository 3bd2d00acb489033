/** A neutral silhouette where a member has no photo (yet); decorative, the name is next to it. */
export function PhotoPlaceholder({ className = '' }: { className?: string }) {
  return (
    <span className={`photo-placeholder ${className}`} aria-hidden="true">
      <svg viewBox="0 0 64 64" focusable="false">
        <circle cx="32" cy="24" r="12" />
        <path d="M10 58c2-12 11-19 22-19s20 7 22 19Z" />
      </svg>
    </span>
  );
}
