import { partnerQueryKey } from '@/lib/profile';

/** Every query of the company area sits under this key; a change invalidates through the narrower keys below. */
export const companiesKey = () => [...partnerQueryKey('company'), 'companies'] as const;
export const subUnitsKey = () => [...companiesKey(), 'sub-units'] as const;
export const contractsKey = () => [...companiesKey(), 'contracts'] as const;
export const groupsKey = () => [...companiesKey(), 'groups'] as const;
export const packagesKey = () => [...companiesKey(), 'packages'] as const;
