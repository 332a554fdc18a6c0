import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last resort for a page that threw while loading or rendering. After a deployment an old tab
 * may ask for code files that are gone; a reload fetches the new ones.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  // Plain markup: this screen ships with the entry, where antd's Result and Button would weigh.
  return (
    <div className="route-error" role="alert">
      <h1>Đã xảy ra lỗi khi mở trang</h1>
      <p>{detail ?? 'Vui lòng tải lại trang. Nếu lỗi vẫn còn, hãy thử lại sau ít phút.'}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Tải lại trang
      </button>
    </div>
  );
}
