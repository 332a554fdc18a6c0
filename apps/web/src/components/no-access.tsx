import { Alert } from 'antd';

export const NO_ACCESS_TEXT = 'Vai trò của bạn không có quyền xem trang này.';

/** What a staff member sees on a page its role gives no key for (the server refuses the calls anyway). */
export function NoAccess() {
  return <Alert type="info" showIcon title={NO_ACCESS_TEXT} />;
}
