/** Shown while the first page's code loads; the progress bar says the rest. */
export function PageLoading({ className = '' }: { className?: string }) {
  return <div className={`page-loading ${className}`.trim()} aria-hidden="true" />;
}
