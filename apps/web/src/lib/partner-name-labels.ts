import type { PartnerType } from '@portal/contract';

/**
 * The label of a partner's registered name, per type. Spec 1 §2.5 calls the field "supplier
 * name"; SPEC-NOTES 16 reads it as the organisation's name, or the collaborator's own. The
 * collaborator's label names them, because the same form also asks for the owner's name.
 * Registration and the profile use these alike.
 */
export const PARTNER_NAME_LABELS: Readonly<Record<PartnerType, string>> = {
  provider: 'Tên nhà cung cấp',
  company: 'Tên doanh nghiệp',
  collaborator: 'Họ và tên cộng tác viên',
};
