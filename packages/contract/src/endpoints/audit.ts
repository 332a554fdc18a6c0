import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { auditListSchema, auditQuerySchema } from '../schemas/admin.ts';

/** The audit trail, read only (no call edits or deletes an entry). */
export const auditEndpoints = {
  /** By operator, object type, date range and text; newest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    tag: 'admin',
    access: access.operator('audit.view'),
    query: auditQuerySchema,
    data: auditListSchema,
  }),
};
