import { z } from 'zod';
import { PARTNER_TYPES } from '../partner.ts';

export const partnerTypeSchema = z.enum(PARTNER_TYPES);
