import { OPERATOR_ROLE_PERMISSIONS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { selectedMenuKey, visibleMenu } from './menu';

const groups = (permissions: readonly string[]) => visibleMenu(permissions).map((e) => e.label);

describe('the tender desk in the console menu', () => {
  it("shows 'Đấu thầu' to the roles holding tenders.view, and to no other", () => {
    expect(groups(OPERATOR_ROLE_PERMISSIONS.tender_officer)).toContain('Đấu thầu');
    expect(groups(OPERATOR_ROLE_PERMISSIONS.accountant)).toContain('Đấu thầu');
    expect(groups(OPERATOR_ROLE_PERMISSIONS.administrator)).toContain('Đấu thầu');
    expect(groups(OPERATOR_ROLE_PERMISSIONS.customer_care)).not.toContain('Đấu thầu');
    expect(groups(OPERATOR_ROLE_PERMISSIONS.content_editor)).not.toContain('Đấu thầu');
  });

  it('a post, its form and the categories light the right entry', () => {
    expect(selectedMenuKey('/quan-tri/dau-thau/12')).toBe('tenders');
    expect(selectedMenuKey('/quan-tri/dau-thau/tao-moi')).toBe('tenders');
    expect(selectedMenuKey('/quan-tri/dau-thau/linh-vuc')).toBe('tenderCategories');
  });
});

describe('the order desk in the console menu', () => {
  const items = (permissions: readonly string[]) =>
    visibleMenu(permissions)
      .flatMap((e) => ('items' in e ? e.items : [e]))
      .map((e) => e.key);

  it("shows 'Chỉ định xét nghiệm' (orders, catalogue, facilities) to the roles holding orders.view, and to no other", () => {
    for (const role of ['customer_care', 'administrator'] as const) {
      expect(groups(OPERATOR_ROLE_PERMISSIONS[role])).toContain('Chỉ định xét nghiệm');
      expect(items(OPERATOR_ROLE_PERMISSIONS[role])).toEqual(expect.arrayContaining(['orders', 'catalogue', 'facilities']));
    }
    for (const role of ['tender_officer', 'accountant', 'content_editor'] as const) {
      expect(groups(OPERATOR_ROLE_PERMISSIONS[role])).not.toContain('Chỉ định xét nghiệm');
    }
    expect(items(['orders.view'])).toEqual(['dashboard', 'orders', 'catalogue', 'facilities']);
  });

  it('an order`s detail lights the order list', () => {
    expect(selectedMenuKey('/quan-tri/chi-dinh/00000000-0000-4000-8000-000000000001')).toBe('orders');
    expect(selectedMenuKey('/quan-tri/dich-vu')).toBe('catalogue');
    expect(selectedMenuKey('/quan-tri/co-so')).toBe('facilities');
  });
});

describe('the company desk in the console menu', () => {
  const items = (permissions: readonly string[]) =>
    visibleMenu(permissions)
      .flatMap((e) => ('items' in e ? e.items : [e]))
      .map((e) => e.key);

  it("companies.view opens the company screens; 'Gói khám' needs packages.manage", () => {
    expect(groups(['companies.view'])).toContain('Doanh nghiệp');
    expect(items(['companies.view'])).toEqual(['dashboard', 'companies', 'companyContracts', 'companyGroups', 'appointments']);
    expect(items(['packages.manage'])).toEqual(['dashboard', 'examPackages']);
    expect(items(['companies.view', 'packages.manage'])).toContain('examPackages');
    expect(groups(['orders.view'])).not.toContain('Doanh nghiệp');
    expect(groups(OPERATOR_ROLE_PERMISSIONS.accountant)).toContain('Doanh nghiệp');
    expect(items(OPERATOR_ROLE_PERMISSIONS.accountant)).not.toContain('examPackages');
  });

  it('a company`s page and a contract`s desk light their lists', () => {
    expect(selectedMenuKey('/quan-tri/doanh-nghiep/00000000-0000-4000-8000-000000000001')).toBe('companies');
    expect(selectedMenuKey('/quan-tri/hop-dong-kham/00000000-0000-4000-8000-000000000001')).toBe('companyContracts');
    expect(selectedMenuKey('/quan-tri/hop-dong/00000000-0000-4000-8000-000000000001')).toBe('contracts');
    expect(selectedMenuKey('/quan-tri/goi-kham')).toBe('examPackages');
  });
});

describe('the content desk (news and FAQ) in the console menu', () => {
  const items = (permissions: readonly string[]) =>
    visibleMenu(permissions)
      .flatMap((e) => ('items' in e ? e.items : [e]))
      .map((e) => e.key);

  it("shows 'Tin tức', 'Danh mục tin' and 'Câu hỏi thường gặp' to the roles holding content.news, and to no other", () => {
    for (const role of ['content_editor', 'administrator'] as const)
      expect(items(OPERATOR_ROLE_PERMISSIONS[role])).toEqual(expect.arrayContaining(['news', 'newsCategories', 'faqs']));
    for (const role of ['tender_officer', 'customer_care', 'accountant'] as const)
      expect(items(OPERATOR_ROLE_PERMISSIONS[role])).not.toContain('news');
  });

  it('a post’s editor lights the news list; the categories their own entry', () => {
    expect(selectedMenuKey('/quan-tri/noi-dung/tin-tuc/tao-moi')).toBe('news');
    expect(selectedMenuKey('/quan-tri/noi-dung/tin-tuc/00000000-0000-4000-8000-000000000001/sua')).toBe('news');
    expect(selectedMenuKey('/quan-tri/noi-dung/danh-muc-tin')).toBe('newsCategories');
    expect(selectedMenuKey('/quan-tri/noi-dung/cau-hoi')).toBe('faqs');
  });
});

describe('the integrations desk in the console menu', () => {
  const items = (permissions: readonly string[]) =>
    visibleMenu(permissions)
      .flatMap((e) => ('items' in e ? e.items : [e]))
      .map((e) => e.key);

  it("shows 'Tích hợp LIS' under 'Hệ thống' to the administrator only", () => {
    const system = visibleMenu(OPERATOR_ROLE_PERMISSIONS.administrator).find((e) => e.label === 'Hệ thống');
    expect(system && 'items' in system ? system.items.map((e) => e.label) : []).toContain('Tích hợp LIS');
    for (const role of ['tender_officer', 'customer_care', 'accountant', 'content_editor'] as const)
      expect(items(OPERATOR_ROLE_PERMISSIONS[role])).not.toContain('integrations');
    expect(items(['integrations.manage'])).toEqual(['dashboard', 'integrations']);
  });

  it('its page lights its entry', () => {
    expect(selectedMenuKey('/quan-tri/he-thong/tich-hop')).toBe('integrations');
  });
});
