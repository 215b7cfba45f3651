/** Shown while a page's data loads; the route progress bar covers page-to-page navigation. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      {label}
    </div>
  );
}
