import { OrganizationPage } from '../../features/organization/components/organization-page';

export const OrganizationRoute = OrganizationPage;
