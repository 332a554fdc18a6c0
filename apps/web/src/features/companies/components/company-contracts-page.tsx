import { PageTitle } from '@/components/page-title';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CompanyContractsTable } from './company-contracts-table';

export const COMPANY_CONTRACTS_TITLE = 'Hợp đồng';

/** /hop-dong for a company (SPEC-NOTES 7). */
export function CompanyContractsPage() {
  useDocumentTitle(COMPANY_CONTRACTS_TITLE);
  return (
    <div className="page company-contracts-page">
      <PageTitle>{COMPANY_CONTRACTS_TITLE}</PageTitle>
      <CompanyContractsTable />
    </div>
  );
}
