/** Shown in the page area while a page's code loads for the first time. */
export function PageLoading() {
  return (
    <div className="grid min-h-[60vh] place-items-center" role="status">
      <span className="sr-only">Loading…</span>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-accent-soft border-t-accent"
      />
    </div>
  );
}
