/** Shown while the first page's code loads (the router's HydrateFallback): plain CSS, no antd. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-label="Đang tải">
      <span className="page-loading__dot" />
    </div>
  );
}
