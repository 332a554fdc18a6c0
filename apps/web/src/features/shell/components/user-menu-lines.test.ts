import type { Profile } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { userMenuLines } from './user-menu-lines';

const base: Profile = {
  id: '1',
  type: 'company',
  username: 'dn_demo',
  isSubUser: false,
  code: 'DN-0001',
  email: 'dn@example.vn',
  phone: '0912345678',
  name: 'Công ty Ánh Dương',
  parentName: null,
  representative: null,
  taxCode: '0101234567',
  address: null,
  province: null,
  introducerName: null,
  lastLoginAt: null,
  personnelRole: null,
  permissions: [],
};

describe('userMenuLines', () => {
  it('company: label, then name (with the parent for a sub-unit)', () => {
    expect(userMenuLines({ token: 't', type: 'company', isSubUser: false }, base)).toEqual({
      first: 'DN-0001',
      second: 'Công ty Ánh Dương',
    });
    expect(userMenuLines({ token: 't', type: 'company', isSubUser: false }, { ...base, parentName: 'Tập đoàn Ánh Dương' })).toEqual({
      first: 'DN-0001',
      second: 'Công ty Ánh Dương — Tập đoàn Ánh Dương',
    });
  });

  it('collaborator: code, then representative, else username', () => {
    const profile = { ...base, type: 'collaborator' as const, code: 'CTV-000123', username: 'ctv_demo' };
    const session = { token: 't', type: 'collaborator' as const, isSubUser: false };
    expect(userMenuLines(session, { ...profile, representative: 'Nguyễn Văn A' })).toEqual({
      first: 'CTV-000123',
      second: 'Nguyễn Văn A',
    });
    expect(userMenuLines(session, profile).second).toBe('ctv_demo');
  });

  it('provider: username first; the e-mail when nothing else is known', () => {
    const profile = { ...base, type: 'provider' as const, username: 'ncc_demo', name: '', representative: null };
    expect(userMenuLines({ token: 't', type: 'provider', isSubUser: false }, profile)).toEqual({
      first: 'ncc_demo',
      second: 'dn@example.vn',
    });
  });

  it('before the profile arrives: the partner type', () => {
    expect(userMenuLines({ token: 't', type: 'provider', isSubUser: false }, undefined)).toEqual({
      first: 'Nhà cung cấp',
      second: '',
    });
  });
});
