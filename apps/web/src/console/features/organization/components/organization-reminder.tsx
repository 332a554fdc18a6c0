import { Alert } from 'antd';
import { Link } from 'react-router';
import { consolePaths } from '../../../config/paths';
import { useOrganization } from '../api/organization';

/**
 * The administrator's first step on a new installation: until 'Thông tin đơn vị' is filled, the
 * letters, reports, mails and pages name nobody. Shown on the dashboard, gone once it is saved.
 */
export function OrganizationReminder() {
  const organization = useOrganization();
  if (!organization.data || organization.data.legalName) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title="Chưa có thông tin đơn vị"
      description={
        <>
          Thư xác nhận công nợ, báo cáo công nợ (VietQR), email và chân trang chưa ghi tên đơn vị của bạn.{' '}
          <Link to={consolePaths.organization.getHref()}>Điền thông tin đơn vị</Link>
        </>
      }
    />
  );
}
