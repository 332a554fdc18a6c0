import type { Footer } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { FooterContent } from './footer';
import { safeLink, socialKind } from './footer-model';

const footer: Footer = {
  headerHotlinePhone: '1900 1234',
  supportPhone: '1900 5678',
  supportEmail: 'hotro@example.vn',
  copyright: '© 2025 Công ty Xét nghiệm Y khoa',
  chPlayLink: 'https://play.google.com/store/apps/details?id=vn.example',
  appStoreLink: 'https://apps.apple.com/vn/app/example/id1',
  storeTitle: 'Tải ứng dụng',
  systemTitle: 'Hệ thống phòng khám',
  systemCount: 2,
  systemLink1: '/tin-tuc',
  systemText1: 'Phòng khám Quận 1',
  systemLink2: 'javascript:alert(1)',
  systemText2: '<b>Phòng khám Quận 3</b>',
  contactCount: 1,
  contactLink1: 'https://example.vn/lien-he',
  contactText1: 'Liên hệ hợp tác',
  linkCount: 3,
  linkLink1: 'https://facebook.com/example',
  linkText1: 'Facebook',
  linkLink2: 'https://youtube.com/@example',
  linkText2: 'YouTube',
  linkLink3: 'https://linkedin.com/company/example',
  linkText3: 'LinkedIn',
  aboutTitle: 'Về chúng tôi',
  aboutCount: 1,
  aboutLink1: '/thong-tin-chung?tab=hop-tac',
  aboutText1: 'Giới thiệu',
  activityTitle: 'Hoạt động',
  activityCount: 0,
  serviceTitle: 'Dịch vụ',
  serviceCount: 1,
  serviceLink1: 'https://example.vn/xet-nghiem',
  serviceText1: 'Xét nghiệm tại nhà',
};

function renderFooter(data: Footer) {
  const router = createMemoryRouter([{ path: '*', element: <FooterContent footer={data} /> }]);
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('footer', () => {
  it('renders the sections, lists, hotline, e-mail and copyright from the footer data', () => {
    renderFooter(footer);
    expect(screen.getByRole('heading', { name: 'Hệ thống phòng khám' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phòng khám Quận 1' })).toHaveAttribute('href', '/tin-tuc');
    expect(screen.getByRole('link', { name: 'Liên hệ hợp tác' })).toHaveAttribute('href', 'https://example.vn/lien-he');
    expect(screen.getByRole('link', { name: '1900 5678' })).toHaveAttribute('href', 'tel:19005678');
    expect(screen.getByRole('link', { name: 'hotro@example.vn' })).toHaveAttribute('href', 'mailto:hotro@example.vn');
    for (const title of ['Về chúng tôi', 'Hoạt động', 'Dịch vụ', 'Tải ứng dụng']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Xét nghiệm tại nhà' })).toBeInTheDocument();
    expect(screen.getByText('© 2025 Công ty Xét nghiệm Y khoa')).toBeInTheDocument();
  });

  it('shows operator text as text, and never makes a javascript: link', () => {
    renderFooter(footer);
    const item = screen.getByText('<b>Phòng khám Quận 3</b>');
    expect(item.tagName).toBe('SPAN');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('recognises social links by their text and opens external links without an opener', () => {
    renderFooter(footer);
    for (const name of ['Facebook', 'YouTube', 'LinkedIn']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.querySelector('svg')).not.toBeNull();
    }
  });

  it('links the stores', () => {
    renderFooter(footer);
    const region = screen.getByRole('region', { name: 'Kết nối' });
    expect(within(region).getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', footer.chPlayLink);
    expect(within(region).getByRole('link', { name: /App Store/ })).toHaveAttribute('href', footer.appStoreLink);
  });

  it("shows the owner's block ('Thông tin đơn vị'): logo, legal name, tax code and address", () => {
    renderFooter({
      ...footer,
      companyName: 'Công ty Cổ phần Kiểm thử',
      companyShortName: 'Kiểm thử',
      companyTaxCode: '0319998887',
      companyAddress: '1 Lê Lợi, TP. Hồ Chí Minh',
      companyLogo: '/api/partner/organization/logo/abc',
    });
    const column = screen.getByRole('region', { name: 'Hệ thống phòng khám' });
    expect(within(column).getByText('Công ty Cổ phần Kiểm thử')).toBeInTheDocument();
    expect(within(column).getByText('Mã số thuế: 0319998887')).toBeInTheDocument();
    expect(within(column).getByText('Địa chỉ: 1 Lê Lợi, TP. Hồ Chí Minh')).toBeInTheDocument();
    expect(within(column).getByRole('img', { name: 'Kiểm thử' })).toHaveAttribute('src', '/api/partner/organization/logo/abc');
  });

  it('leaves out what the data does not have', () => {
    renderFooter({ copyright: 'Bản quyền' });
    expect(screen.getByText('Bản quyền')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Play/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Về chúng tôi' })).toBeNull();
    expect(screen.queryByText(/Mã số thuế/)).toBeNull();
  });
});

describe('footer model', () => {
  it('recognises facebook, youtube and linkedin by text', () => {
    expect(socialKind('Facebook chính thức')).toBe('facebook');
    expect(socialKind('Kênh Youtube')).toBe('youtube');
    expect(socialKind('LINKEDIN')).toBe('linkedin');
    expect(socialKind('Zalo')).toBeUndefined();
  });

  it('keeps only web, mail, phone and in-site links', () => {
    expect(safeLink('https://a.vn')).toEqual({ href: 'https://a.vn/', external: true });
    expect(safeLink('/tin-tuc')).toEqual({ href: '/tin-tuc', external: false });
    expect(safeLink('mailto:a@b.vn')).toEqual({ href: 'mailto:a@b.vn', external: false });
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('//evil.example')).toBeUndefined();
    expect(safeLink('')).toBeUndefined();
  });
});
