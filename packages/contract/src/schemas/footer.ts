import { z } from 'zod';

/** Footer data (spec 1 §3): a flat object of strings and counts, keys as the spec spells them. */
export const footerSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type Footer = z.infer<typeof footerSchema>;

export type FooterLink = { link: string; text: string };

/** Reads the `{prefix}Count` and `{prefix}Link{i}`/`{prefix}Text{i}` keys into a list. */
export function footerLinks(footer: Footer, prefix: string): FooterLink[] {
  const count = Number(footer[`${prefix}Count`] ?? 0);
  const links: FooterLink[] = [];
  for (let i = 1; i <= Math.min(count, 50); i++) {
    const link = footer[`${prefix}Link${i}`];
    const text = footer[`${prefix}Text${i}`];
    if (text !== undefined) links.push({ link: String(link ?? ''), text: String(text) });
  }
  return links;
}

export const versionSchema = z.object({ version: z.string() });
