import { z } from '../zod.ts';

/** Footer data (spec 1 §3): a flat object of strings and counts, keys as the spec spells them. */
export const footerSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type Footer = z.infer<typeof footerSchema>;

export const versionSchema = z.object({ version: z.string() });
