import { EMPTY_ORGANIZATION, type MailContent, mailBlock, PORTAL_NAME } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { mailOwner, renderMail, renderSms } from './mail-render.ts';

const PUBLIC_URL = 'https://cong.example.vn';
const owner = mailOwner(
  {
    ...EMPTY_ORGANIZATION,
    legalName: 'Công ty <b>Xét nghiệm</b> & "Đông Á"',
    shortName: 'Đông Á',
    address: '1 Lê Lợi, Huế',
    hotline: '1900 1234',
    supportEmail: 'hotro@donga.vn',
    logoUrl: '/api/partner/organization/logo/abc',
  },
  PUBLIC_URL,
);

const content: MailContent = {
  kind: 'registration-approved',
  subject: 'Tiêu đề <i>',
  blocks: [
    mailBlock.paragraph('Xin chào <Minh An>,\nDòng hai'),
    mailBlock.link('Đăng nhập', `${PUBLIC_URL}/dang-nhap/doanh-nghiep?a=1&b=2`),
    mailBlock.facts([['Lý do', 'Thiếu <giấy phép>']]),
    mailBlock.code('123456'),
    mailBlock.secondaryLink('Cài đặt nhận email', `${PUBLIC_URL}/thong-tin-chung?tab=thong-bao`),
  ],
};

describe('the mail renderer', () => {
  it('writes the same words and links in both parts, each link alone on its line in the text', () => {
    const { text, html } = renderMail(content, owner);
    const links = [`${PUBLIC_URL}/dang-nhap/doanh-nghiep?a=1&b=2`, `${PUBLIC_URL}/thong-tin-chung?tab=thong-bao`];
    expect([...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0])).toEqual(links);
    expect([...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))).toEqual(links);
    expect(text).toContain(`Đăng nhập:\n${links[0]}\n\n`);
    expect(text).toContain('Xin chào <Minh An>,\nDòng hai');
    expect(text).toContain('Lý do: Thiếu <giấy phép>');
    expect(text).toContain('    123456');
    // The signature, after the separator mail programs know.
    expect(text).toContain('-- \nCông ty <b>Xét nghiệm</b> & "Đông Á"\n1 Lê Lợi, Huế\nHotline: 1900 1234\nEmail hỗ trợ: hotro@donga.vn');
  });

  it('escapes everything in the HTML part and shows the logo by its absolute address', () => {
    const { html } = renderMail(content, owner);
    expect(html).toContain('<img src="https://cong.example.vn/api/partner/organization/logo/abc" alt="Cổng đối tác Đông Á"');
    expect(html).toContain('Công ty &lt;b&gt;Xét nghiệm&lt;/b&gt; &amp; &quot;Đông Á&quot;');
    expect(html).toContain('Xin chào &lt;Minh An&gt;,<br>Dòng hai');
    expect(html).toContain('<title>Tiêu đề &lt;i&gt;</title>');
    expect(html).not.toMatch(/<(b|i|Minh|giấy)[ >]/);
  });

  it('falls back to the portal name without a logo before the owner is set', () => {
    const { text, html } = renderMail(content, mailOwner(EMPTY_ORGANIZATION, PUBLIC_URL));
    expect(html).not.toContain('<img');
    expect(html).toContain(`>${PORTAL_NAME}</div>`);
    expect(text.startsWith(`${PORTAL_NAME}\n\n`)).toBe(true);
    expect(text).toContain(`-- \n${PORTAL_NAME}`);
    // No support address: no line inviting a reply.
    expect(text).not.toContain('trả lời email này');
  });

  it('refuses a link that is not a web address (a template bug), and writes an SMS as words alone', () => {
    const bad = { ...content, blocks: [mailBlock.link('Mở', 'javascript:alert(1)')] };
    expect(() => renderMail(bad, owner)).toThrow(/not a web address/);
    expect(renderSms({ kind: 'reset-otp', subject: 'OTP', blocks: [mailBlock.paragraph('Mã OTP là 123456.')] })).toBe('Mã OTP là 123456.');
  });
});
