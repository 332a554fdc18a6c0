import { MAIL_TEXT, type MailBlock, type MailContent, type Organization, siteNameOf } from '@portal/contract';
import { escapeHtml } from './escape-html.ts';

/*
 * The one renderer of the portal's e-mails: a template's blocks (packages/contract/src/mail.ts) become
 * an HTML part and a text part with the same words and the same links, between the owner's header (its
 * logo, or its name) and its signature. Pure; the mailer calls it when a message is queued.
 *
 * Links are blocks of their own: a button in the HTML part, and in the text part the label on one
 * line and the address alone on the next, so that no punctuation ever touches an address. Everything
 * from the database (the owner's names, a partner's name, a contact's message) is escaped.
 */

/** Who signs the mails: the owner's setting ('Thông tin đơn vị'), its logo as an absolute address. */
export type MailOwner = {
  /** 'Cổng đối tác Y tế Sài Gòn' (or 'Cổng đối tác' before the owner is set): the sender's display name. */
  siteName: string;
  legalName: string;
  address: string;
  hotline: string;
  supportEmail: string;
  /** The logo's absolute address, or null (the header shows the site name instead). */
  logoUrl: string | null;
};

export const mailOwner = (org: Organization, publicUrl: string): MailOwner => ({
  siteName: siteNameOf(org.shortName),
  legalName: org.legalName.trim(),
  address: org.address.trim(),
  hotline: org.hotline.trim(),
  supportEmail: org.supportEmail.trim(),
  logoUrl: org.logoUrl ? `${publicUrl}${org.logoUrl}` : null,
});

export type RenderedMail = { text: string; html: string };

/** `repliesToSupport`: a reply goes to the owner's support address (not to someone a mail is about), so the footer says so. */
export type RenderOptions = { repliesToSupport: boolean };

/** Only web addresses become links: a template that builds anything else is a bug, caught before it is queued. */
function checkedUrl(url: string): string {
  if (!/^https?:\/\/[^\s<>"']+$/.test(url)) throw new Error(`mail link is not a web address: ${JSON.stringify(url)}`);
  return url;
}

/** Escaped, with its line breaks kept. */
const htmlLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** The signature's lines: the legal name (or the site name before it is set), address, hotline, support address. */
function signatureLines(owner: MailOwner): string[] {
  return [
    owner.legalName || owner.siteName,
    owner.address,
    owner.hotline ? MAIL_TEXT.hotline(owner.hotline) : '',
    owner.supportEmail ? MAIL_TEXT.supportEmail(owner.supportEmail) : '',
  ].filter(Boolean);
}

function footerLines(owner: MailOwner, options: RenderOptions): string[] {
  return [MAIL_TEXT.sentBy(owner.siteName), ...(owner.supportEmail && options.repliesToSupport ? [MAIL_TEXT.replyToSupport] : [])];
}

// ——— the text part ———

function textBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `    ${line}`)
        .join('\n');
    case 'code':
      return `    ${block.code}`;
    case 'link':
      return `${block.label}:\n${checkedUrl(block.url)}`;
  }
}

export function renderText(content: MailContent, owner: MailOwner, options: RenderOptions): string {
  const header = owner.legalName ? `${owner.siteName}\n${owner.legalName}` : owner.siteName;
  return [
    header,
    ...content.blocks.map(textBlock),
    // "-- " is the signature separator mail programs know.
    `-- \n${signatureLines(owner).join('\n')}`,
    footerLines(owner, options).join('\n'),
  ].join('\n\n');
}

// ——— the HTML part ———

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
const BRAND = '#0b6e4f';

function htmlBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.6">${htmlLines(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#555;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top">${htmlLines(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc;color:#333;line-height:1.6">${htmlLines(block.text)}</blockquote>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${escapeHtml(block.code)}</p>`;
    case 'link':
      if (block.secondary)
        return `<p style="margin:0 0 16px"><a href="${escapeHtml(checkedUrl(block.url))}" style="color:${BRAND}">${escapeHtml(block.label)}</a></p>`;
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(checkedUrl(block.url))}" style="display:inline-block;padding:10px 20px;background:${BRAND};color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(block.label)}</a></p>`;
  }
}

export function renderHtml(content: MailContent, owner: MailOwner, options: RenderOptions): string {
  const header = owner.logoUrl
    ? `<img src="${escapeHtml(checkedUrl(owner.logoUrl))}" alt="${escapeHtml(owner.siteName)}" height="48" style="display:block;height:48px;max-width:240px;border:0">`
    : `<div style="font-size:20px;font-weight:bold;color:${BRAND}">${escapeHtml(owner.siteName)}</div>`;
  const [name, ...rest] = signatureLines(owner);
  return [
    '<!doctype html>',
    '<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f5f7;${FONT};font-size:15px;color:#1f1f1f">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px">',
    `<tr><td style="padding:20px 24px;border-bottom:1px solid #e8e8e8">${header}</td></tr>`,
    `<tr><td style="padding:24px">${content.blocks.map(htmlBlock).join('')}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #e8e8e8;font-size:13px;color:#555;line-height:1.6"><strong>${escapeHtml(name ?? '')}</strong>${rest
      .map((line) => `<br>${escapeHtml(line)}`)
      .join('')}</td></tr>`,
    '</table>',
    `<p style="max-width:600px;margin:12px auto 0;font-size:12px;color:#888;line-height:1.5">${footerLines(owner, options).map(escapeHtml).join('<br>')}</p>`,
    '</td></tr></table></body></html>',
  ].join('\n');
}

/** Both parts of an e-mail. */
export const renderMail = (content: MailContent, owner: MailOwner, options: RenderOptions = { repliesToSupport: true }): RenderedMail => ({
  text: renderText(content, owner, options),
  html: renderHtml(content, owner, options),
});

/** An SMS: the words alone (no header, no signature), one block a line. */
export const renderSms = (content: MailContent): string => content.blocks.map(textBlock).join('\n');
