import { ContractSetsPage } from '@/features/companies/components/contract-sets-page';

/** The company's contract sets ('Bộ hợp đồng', spec 3 §2): the list, a route module of its own (company.tsx holds the detail screens). */
export const ContractSetsRoute = ContractSetsPage;
