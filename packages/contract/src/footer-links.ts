import type { Footer } from './schemas/footer.ts';

// Apart from the footer's schemas: the home page reads the links and must not carry zod for it.

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
