import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { typeParamsSchema } from '../schemas/auth.ts';
import { workspaceSchema } from '../schemas/home.ts';

/** The signed-in partner's home. */
export const homeEndpoints = {
  /** What waits for the partner: every account has a home; what it lists depends on its role. */
  workspace: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/home/workspace',
    tag: 'home',
    access: access.self,
    params: typeParamsSchema,
    data: workspaceSchema,
  }),
};
