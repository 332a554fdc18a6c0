export type SocialKind = 'facebook' | 'youtube' | 'linkedin';

/** Spec 1 §2.3: a social link is recognised by its text. */
export function socialKind(text: string): SocialKind | undefined {
  const lower = text.toLowerCase();
  if (lower.includes('facebook')) return 'facebook';
  if (lower.includes('youtube')) return 'youtube';
  if (lower.includes('linkedin')) return 'linkedin';
  return undefined;
}

export type SafeLink = { href: string; external: boolean };

/**
 * Footer links come from the operator's data: only web, mail and phone addresses and paths
 * of this site become links (never `javascript:`); anything else is shown as plain text.
 */
export function safeLink(raw: string | number | undefined): SafeLink | undefined {
  const value = String(raw ?? '').trim();
  if (value === '') return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return { href: value, external: false };
  if (value.startsWith('#')) return { href: `/${value}`, external: false };
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { href: url.href, external: true };
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { href: value, external: false };
  } catch {
    // not an absolute address
  }
  return undefined;
}
