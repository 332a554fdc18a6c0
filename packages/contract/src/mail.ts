/*
 * What the portal's e-mails say (docs/decisions/queue.md, "Mails a partner trusts"). Each kind of
 * mail has one template: a function of the contract that answers its kind, its subject and its
 * content as blocks. The server (apps/api/src/lib/mail-render.ts) renders those blocks into the
 * HTML part and the text part, with the same words and links, between the owner's header (logo or
 * name) and signature. A link is always a block of its own (a button; a line of its own in the
 * text part), never inside a sentence, so no punctuation can ever touch it.
 */

/** Every kind of mail the portal sends: one template each. */
export const MAIL_KINDS = [
  'reset-otp',
  'reset-link',
  'registration-approved',
  'registration-rejected',
  'staff-invite',
  'notification',
  'broadcast',
  'cooperation-contact',
  'appointment-proposed',
  'backup-failed',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export type MailBlock =
  /** Words; a line break in `text` is kept. */
  | { type: 'paragraph'; text: string }
  /** Label and value pairs (a contact's details). */
  | { type: 'facts'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** Someone's own words, kept as written (a contact's message, an error). */
  | { type: 'quote'; text: string }
  /** A code to type (an OTP). */
  | { type: 'code'; code: string }
  /**
   * A link: a button in the HTML part (`secondary`: a plain link, for the ways to change what is
   * received), its label and the address on lines of their own in the text part.
   */
  | { type: 'link'; label: string; url: string; secondary?: boolean };

/** A mail's words: its kind (the template it comes from), subject and blocks. */
export type MailContent = { kind: MailKind; subject: string; blocks: readonly MailBlock[] };

export const mailBlock = {
  paragraph: (text: string): MailBlock => ({ type: 'paragraph', text }),
  facts: (rows: ReadonlyArray<readonly [string, string]>): MailBlock => ({ type: 'facts', rows }),
  quote: (text: string): MailBlock => ({ type: 'quote', text }),
  code: (code: string): MailBlock => ({ type: 'code', code }),
  link: (label: string, url: string): MailBlock => ({ type: 'link', label, url }),
  secondaryLink: (label: string, url: string): MailBlock => ({ type: 'link', label, url, secondary: true }),
};

/** The paragraphs of a text written with blank lines between them. */
export const mailParagraphs = (text: string): MailBlock[] =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(mailBlock.paragraph);

/** Words every mail shares: the greeting, and the signature and footer the server adds around each one. */
export const MAIL_TEXT = {
  greeting: (name: string) => (name ? `Xin chào ${name},` : 'Xin chào,'),
  hotline: (phone: string) => `Hotline: ${phone}`,
  supportEmail: (address: string) => `Email hỗ trợ: ${address}`,
  sentBy: (siteName: string) => `Email này được gửi tự động từ ${siteName}.`,
  replyToSupport: 'Nếu cần hỗ trợ, bạn chỉ cần trả lời email này.',
  viewDetails: 'Xem chi tiết',
  /** A partner's mails about its notifications: why it came, and where to change that (a broadcast: the one-click way out). */
  why: (areaName: string) => `Bạn nhận email này vì tài khoản đang bật nhận email về “${areaName}”.`,
  settingsLink: 'Cài đặt nhận email',
  optOutLink: (areaName: string) => `Ngừng nhận email “${areaName}”`,
} as const;
