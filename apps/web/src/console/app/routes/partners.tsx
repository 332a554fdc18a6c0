import { useParams } from 'react-router';
import { PartnerDetailPage } from '../../features/partners/components/partner-detail-page';
import { PartnerListPage } from '../../features/partners/components/partner-list-page';
import { PartnerProductsCard } from '../../features/products/components/partner-products-card';
import { useOperator } from './use-operator';

export function RegistrationsRoute() {
  return <PartnerListPage title="Đăng ký chờ duyệt" status="pending" />;
}

export function PartnersRoute() {
  return <PartnerListPage title="Tất cả đối tác" />;
}

export function PartnerDetailRoute() {
  const { id = '' } = useParams();
  const { can } = useOperator();
  return (
    <>
      <PartnerDetailPage
        key={id}
        id={id}
        can={{ canApprove: can('partners.approve'), canManage: can('partners.manage'), canSeeAudit: can('audit.view') }}
      />
      <PartnerProductsCard key={`products-${id}`} partnerId={id} />
    </>
  );
}
