import { Result } from 'antd';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export const NOT_FOUND_TITLE = 'Không tìm thấy trang';

/** Unknown paths, and routes of another partner type (the guard's choice: no hint they exist). */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Result
      status="404"
      title={<h1 className="result-title">{NOT_FOUND_TITLE}</h1>}
      subTitle="Trang bạn tìm không tồn tại hoặc bạn không có quyền xem trang này."
      extra={
        <LinkButton type="primary" to={paths.home.getHref()}>
          Về trang chủ
        </LinkButton>
      }
    />
  );
}
