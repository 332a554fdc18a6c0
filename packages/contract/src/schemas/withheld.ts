import type { z } from 'zod';
import type { PartnerPermission } from '../permissions.ts';

/** The OpenAPI extension naming the partner permission a field needs; the server reads it from the route's schemas. */
export const FIELD_PERMISSION = 'x-permission';

/**
 * A field that only a caller holding `permission` gets (a main account holds every key): optional in
 * an answer, left out for a role without the key; a query filter on it is refused (403), since
 * filtering would tell the value the answer leaves out.
 */
export const withheldUnless = <T extends z.ZodType>(permission: PartnerPermission, schema: T) =>
  schema.optional().meta({
    [FIELD_PERMISSION]: permission,
    description: `Needs the role permission \`${permission}\`: absent from answers without it, and refused (403) as a filter.`,
  });
