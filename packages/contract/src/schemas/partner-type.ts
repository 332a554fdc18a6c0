import { z } from '../zod.ts';
import { PARTNER_TYPES } from '../partner.ts';

export const partnerTypeSchema = z.enum(PARTNER_TYPES);
