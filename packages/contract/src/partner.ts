/**
 * Partner types and their labels: zod-free, so that the pages every visitor loads first never
 * carry zod (the schema, `partnerTypeSchema`, is in schemas/partner-type.ts).
 */

/** The three partner types, as they appear in API paths ({type}). */
export const PARTNER_TYPES = ['collaborator', 'company', 'provider'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** Route keys of the web app (/dang-nhap/{routeKey}). */
export const PARTNER_ROUTE_KEYS: Readonly<Record<PartnerType, string>> = {
  collaborator: 'cong-tac-vien',
  company: 'doanh-nghiep',
  provider: 'nha-cung-cap',
};

export const PARTNER_LABELS: Readonly<Record<PartnerType, string>> = {
  collaborator: 'Cộng tác viên',
  company: 'Doanh nghiệp',
  provider: 'Nhà cung cấp',
};

/** Device partnerCategoryType codes (SPEC-NOTES 10): 0 collaborator, 1 company, 2 provider. */
export const PARTNER_CATEGORY_CODES: Readonly<Record<PartnerType, number>> = {
  collaborator: 0,
  company: 1,
  provider: 2,
};

export function partnerTypeFromRouteKey(key: string): PartnerType | undefined {
  return PARTNER_TYPES.find((t) => PARTNER_ROUTE_KEYS[t] === key);
}

export function isPartnerType(value: unknown): value is PartnerType {
  return typeof value === 'string' && (PARTNER_TYPES as readonly string[]).includes(value);
}
