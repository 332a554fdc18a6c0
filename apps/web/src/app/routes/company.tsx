import { PlaceholderPage } from '@/components/placeholder-page';

export const UnitsRoute = () => <PlaceholderPage title="Đơn vị" />;
export const UnitDetailRoute = () => <PlaceholderPage title="Chi tiết đơn vị" />;
export const ContractDetailRoute = () => <PlaceholderPage title="Chi tiết hợp đồng" />;
export const ContractSetsRoute = () => <PlaceholderPage title="Bộ hợp đồng" />;
export const ContractSetDetailRoute = () => <PlaceholderPage title="Chi tiết bộ hợp đồng" />;
export const ContractSetContractRoute = () => <PlaceholderPage title="Hợp đồng trong bộ hợp đồng" />;
