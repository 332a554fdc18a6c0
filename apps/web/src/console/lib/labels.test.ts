import { describe, expect, it } from 'vitest';
import { AUDIT_FIELD_LABELS, auditValueLabel } from './labels';

describe('the audit trail in words', () => {
  it('names the order desk`s fields and coded values', () => {
    expect(AUDIT_FIELD_LABELS.result).toBe('Trạng thái kết quả');
    expect(auditValueLabel('result', 'CHUA_CO_KET_QUA')).toBe('Chưa có kết quả');
    expect(auditValueLabel('step', 'SAMPLE_TAKEN')).toBe('Đã lấy mẫu');
    expect(auditValueLabel('kind', 'package')).toBe('Gói khám');
    // Unknown codes show as recorded.
    expect(auditValueLabel('result', 'KHAC')).toBe('KHAC');
    expect(auditValueLabel('status', 'active')).toBe('Hoạt động');
  });
});
