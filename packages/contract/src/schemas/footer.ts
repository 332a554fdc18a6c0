import { z } from 'zod';
import { MSG } from '../messages.ts';

/** Footer data (spec 1 §3): a flat object of strings and counts, keys as the spec spells them. */
export const footerSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type Footer = z.infer<typeof footerSchema>;

export const versionSchema = z.object({ version: z.string() });

/** A footer key as the spec spells them (headerHotlinePhone, systemLink1, …). */
const footerKeySchema = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,40}$/, MSG.footerKey);
/** Footer values are plain text or links; markup is refused rather than stored. */
const footerValueSchema = z
  .string()
  .max(500, MSG.footerValueTooLong)
  .refine((v) => !/[<>]/.test(v), MSG.footerValueMarkup)
  .refine((v) => !/^\s*(javascript|data|vbscript):/i.test(v), MSG.footerValueLink);

/** PUT /api/admin/footer: the keys to set, each to its new value. */
export const footerUpdateBodySchema = z.record(footerKeySchema, footerValueSchema);
export type FooterUpdateBody = z.infer<typeof footerUpdateBodySchema>;
