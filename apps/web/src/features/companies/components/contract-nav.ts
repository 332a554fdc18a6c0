/**
 * The contract detail is linked by code (spec 3 §2); a list that already knows the id passes it in
 * the navigation state so the page need not look the code up (docs/decisions/companies.md).
 */
export type ContractNavState = { contractId: string };

export const contractNavState = (contractId: string): ContractNavState => ({ contractId });

export function contractIdFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const id = (state as { contractId?: unknown }).contractId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}
