/** Shown while the first page's code loads; the progress bar says the rest. */
export function PageLoading() {
  return <div className="page-loading" aria-hidden="true" />;
}
