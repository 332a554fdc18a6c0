import { AUDIT_OBJECT_TYPES, BID_POST_STATUS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditValueText, EMPTY_VALUE } from './audit-format';
import { AUDIT_OBJECT_LABELS } from './labels';

describe('the audit trail in words', () => {
  it('times in Vietnam time, days as dd/MM/yyyy', () => {
    expect(auditValueText('closeDate', '2026-03-05T17:30:00.000Z', 'bid_post')).toBe('06/03/2026 00:30');
    expect(auditValueText('dateFrom', '2026-03-05', 'contract')).toBe('05/03/2026');
  });

  it('codes by their names, per kind of object', () => {
    expect(auditValueText('status', 1, 'medical_order')).not.toBe('1');
    expect(auditValueText('status', BID_POST_STATUS.Review, 'bid_post')).toBe('Đang xét thầu');
    expect(auditValueText('status', 'Active', 'contract')).toBe('Đang hiệu lực');
    expect(auditValueText('status', 'locked', 'partner')).toBe('Đã khóa');
    expect(auditValueText('groupType', 1, 'popup')).toBe('Nhà cung cấp');
    expect(auditValueText('area', 0, 'bid_post')).not.toMatch(/^\d+$/);
  });

  it('lists and files by name, objects as labelled fields, never JSON', () => {
    expect(auditValueText('files', ['hop-dong.pdf', 'phu-luc.pdf'], 'contract')).toBe('hop-dong.pdf, phu-luc.pdf');
    expect(auditValueText('files', [], 'contract')).toBe(EMPTY_VALUE);
    expect(auditValueText('resultFile', { id: 'x', originalName: 'ket-qua.pdf' }, 'medical_order')).toBe('ket-qua.pdf');
    const progress = auditValueText('progress', { progressType: 1, date: '2026-01-02', name: 'Đợt 1', content: 'Giao hàng' }, 'contract');
    expect(progress).toBe('Loại tiến độ: Tiến độ cung cấp; Ngày: 02/01/2026; Tên: Đợt 1; Nội dung: Giao hàng');
    expect(progress).not.toMatch(/[[{"]/);
    expect(auditValueText('active', true, 'facility')).toBe('Có');
    expect(auditValueText('donGia', 125000, 'catalogue_service')).toBe('125.000 đ');
    expect(auditValueText('note', null, 'bid_post')).toBe(EMPTY_VALUE);
  });

  it('fields by their Vietnamese names; every audited kind has a name (the type filter offers them all)', () => {
    expect(auditFieldLabel('contactEmail')).toBe('Email liên hệ');
    expect(auditFieldLabel('dateSigned')).toBe('Ngày ký');
    expect(auditFieldLabel('accountHolder')).toBe('Chủ tài khoản');
    expect(auditFieldLabel('storeTitle')).toBe('Tiêu đề tải ứng dụng');
    expect(auditFieldLabel('systemLink2')).toBe('Hệ thống cơ sở: liên kết 2');
    for (const type of AUDIT_OBJECT_TYPES) expect(AUDIT_OBJECT_LABELS[type]).toBeTruthy();
    expect(AUDIT_OBJECT_TYPES).toContain('medical_order');
  });
});
