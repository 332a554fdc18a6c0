import { PARTNER_TYPES, type PartnerType } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import type { AppRouteKey } from '@/config/paths';
import { canAccess, ROUTE_ACCESS, resolveAccess, resolveInfoTab, safeReturnUrl, visibleInfoTabs } from './access';
import type { Session } from './session';

const session = (type: PartnerType, isSubUser = false): Session => ({ token: 't', type, isSubUser });
const C = session('collaborator');
const D = session('company');
const P = session('provider');

// Route → who gets in: anonymous (A), collaborator (C), company (D), provider (P).
const table: Array<[AppRouteKey, { A: boolean; C: boolean; D: boolean; P: boolean }]> = [
  ['home', { A: true, C: true, D: true, P: true }],
  ['login', { A: true, C: false, D: false, P: false }],
  ['register', { A: true, C: true, D: true, P: true }],
  ['forgotPassword', { A: true, C: true, D: true, P: true }],
  ['setPassword', { A: true, C: true, D: true, P: true }],
  ['emailOptOut', { A: true, C: true, D: true, P: true }],
  ['generalInfo', { A: true, C: true, D: true, P: true }],
  ['news', { A: true, C: true, D: true, P: true }],
  ['newsDetail', { A: true, C: true, D: true, P: true }],
  ['bidDetail', { A: true, C: true, D: true, P: true }],
  ['progress', { A: true, C: true, D: true, P: true }],
  ['notFound', { A: true, C: true, D: true, P: true }],
  ['account', { A: false, C: true, D: true, P: true }],
  ['profile', { A: false, C: true, D: true, P: true }],
  ['units', { A: false, C: false, D: true, P: false }],
  ['unitDetail', { A: false, C: false, D: true, P: false }],
  ['contracts', { A: false, C: false, D: true, P: true }],
  ['contractDetail', { A: false, C: false, D: true, P: false }],
  ['contractSets', { A: false, C: false, D: true, P: false }],
  ['contractSetDetail', { A: false, C: false, D: true, P: false }],
  ['contractSetContract', { A: false, C: false, D: true, P: false }],
  ['assignments', { A: false, C: true, D: false, P: false }],
  ['assignmentDetail', { A: false, C: true, D: false, P: false }],
  ['patients', { A: false, C: true, D: false, P: false }],
  ['consultingPrices', { A: false, C: true, D: false, P: false }],
  ['reports', { A: false, C: true, D: false, P: false }],
  ['debts', { A: false, C: true, D: false, P: false }],
  ['personnel', { A: false, C: true, D: true, P: true }],
  ['products', { A: false, C: false, D: false, P: true }],
  ['productDetail', { A: false, C: false, D: false, P: true }],
  ['myBids', { A: false, C: false, D: false, P: true }],
];

describe('canAccess', () => {
  it('covers every route', () => {
    expect(table.map(([route]) => route).sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it.each(table)('%s', (route, expected) => {
    expect({
      A: canAccess(route, null),
      C: canAccess(route, C),
      D: canAccess(route, D),
      P: canAccess(route, P),
    }).toEqual(expected);
  });

  it('keeps sub-users (personnel accounts) out of personnel management', () => {
    for (const type of PARTNER_TYPES) expect(canAccess('personnel', session(type, true)), type).toBe(false);
    expect(canAccess('contracts', session('provider', true))).toBe(true);
  });
});

describe('resolveAccess', () => {
  it('sends a logged-in partner away from the login pages to the home page', () => {
    for (const type of PARTNER_TYPES) {
      expect(resolveAccess('login', session(type), '/dang-nhap/nha-cung-cap')).toEqual({ kind: 'redirect', to: '/' });
    }
  });

  it('sends anonymous visitors of a provider page to the provider login with a returnUrl', () => {
    expect(resolveAccess('products', null, '/san-pham?page=2')).toEqual({
      kind: 'redirect',
      to: '/dang-nhap/nha-cung-cap?returnUrl=%2Fsan-pham%3Fpage%3D2',
    });
  });

  it("sends anonymous visitors of another type's page to that type's login", () => {
    expect(resolveAccess('units', null, '/don-vi')).toEqual({ kind: 'redirect', to: '/dang-nhap/doanh-nghiep' });
    expect(resolveAccess('debts', null, '/cong-no')).toEqual({ kind: 'redirect', to: '/dang-nhap/cong-tac-vien' });
  });

  it('sends anonymous visitors of a page providers share to the provider login, with returnUrl', () => {
    expect(resolveAccess('contracts', null, '/hop-dong')).toEqual({
      kind: 'redirect',
      to: '/dang-nhap/nha-cung-cap?returnUrl=%2Fhop-dong',
    });
    expect(resolveAccess('account', null, '/tai-khoan')).toEqual({
      kind: 'redirect',
      to: '/dang-nhap/nha-cung-cap?returnUrl=%2Ftai-khoan',
    });
  });

  it("shows another type's route as not found", () => {
    expect(resolveAccess('products', D, '/san-pham')).toEqual({ kind: 'forbidden' });
    expect(resolveAccess('units', P, '/don-vi')).toEqual({ kind: 'forbidden' });
  });

  it('lets allowed routes through', () => {
    expect(resolveAccess('units', D, '/don-vi')).toEqual({ kind: 'allow' });
    expect(resolveAccess('bidDetail', null, '/thau/1')).toEqual({ kind: 'allow' });
  });
});

describe('safeReturnUrl', () => {
  it.each([
    ['/san-pham', '/san-pham'],
    ['/hop-dong?page=2#x', '/hop-dong?page=2#x'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['san-pham', undefined],
    ['/a\nb', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });
});

describe('general information tabs', () => {
  it('hides resources, notifications and feedback when logged out', () => {
    expect(visibleInfoTabs(null)).toEqual(['faq', 'hop-tac']);
    expect(visibleInfoTabs(C)).toEqual(['faq', 'hop-tac', 'tai-nguyen', 'thong-bao', 'gop-y']);
  });

  it('falls back to the first visible tab', () => {
    expect(resolveInfoTab('gop-y', null)).toBe('faq');
    expect(resolveInfoTab('gop-y', P)).toBe('gop-y');
    expect(resolveInfoTab('hop-tac', null)).toBe('hop-tac');
    expect(resolveInfoTab(null, null)).toBe('faq');
    expect(resolveInfoTab('nonsense', D)).toBe('faq');
  });
});
