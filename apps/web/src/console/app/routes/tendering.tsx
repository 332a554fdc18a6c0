import { useParams } from 'react-router';
import { CategoryPage } from '../../features/tendering/components/category-page';
import { TenderDetailPage } from '../../features/tendering/components/tender-detail-page';
import { TenderFormPage } from '../../features/tendering/components/tender-form-page';
import { TenderListPage } from '../../features/tendering/components/tender-list-page';
import { useOperator } from './use-operator';

const useNumericId = () => {
  const { id = '' } = useParams();
  return /^\d{1,9}$/.test(id) ? Number(id) : 0;
};

export function TendersRoute() {
  const { can } = useOperator();
  return <TenderListPage canManage={can('tenders.manage')} />;
}

export function TenderNewRoute() {
  return <TenderFormPage />;
}

export function TenderEditRoute() {
  const id = useNumericId();
  return <TenderFormPage key={id} id={id} />;
}

export function TenderDetailRoute() {
  const id = useNumericId();
  const { can } = useOperator();
  return <TenderDetailPage key={id} id={id} can={{ canManage: can('tenders.manage'), canSeeAudit: can('audit.view') }} />;
}

export function TenderCategoriesRoute() {
  const { can } = useOperator();
  return <CategoryPage canManage={can('tenders.manage')} />;
}
