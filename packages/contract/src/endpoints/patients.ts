import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  patientBodySchema,
  patientFilterOptionsSchema,
  patientListQuerySchema,
  patientListSchema,
  patientOptionFieldsSchema,
  patientParamsSchema,
  patientSchema,
} from '../schemas/orders.ts';

const COLLABORATOR = ['collaborator'] as const;
const VIEW = access.partner(COLLABORATOR, 'patient.view');
const MANAGE = access.partner(COLLABORATOR, 'patient.manage');

/** A collaborator's patients (spec 3 §7): `/api/partner/v1/collaborator/patient`. Edit and delete share the detail path. */
export const patientEndpoints = {
  /** One page; MinTotal/MaxTotal bound the total spent (đ), held to 'price.view'. */
  list: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/patient/list',
    tag: 'patients',
    access: VIEW,
    query: patientListQuerySchema,
    data: patientListSchema,
  }),
  optionFields: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/patient/option-fields',
    outside: "spec 3: the patient form's options (the form builds them from the location lists)",
    tag: 'patients',
    access: VIEW,
    data: patientOptionFieldsSchema,
  }),
  /** The total-spent presets. */
  filterOptions: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/patient/filter-options',
    tag: 'patients',
    access: VIEW,
    data: patientFilterOptionsSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/partner/v1/collaborator/patient/create',
    tag: 'patients',
    access: MANAGE,
    body: patientBodySchema,
    data: patientSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/patient/detail/:id',
    outside: "spec 3: one patient (the patients' screen edits from its list row)",
    tag: 'patients',
    access: access.partner(COLLABORATOR, 'patient.view', { owns: 'patient' }),
    params: patientParamsSchema,
    data: patientSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/collaborator/patient/detail/:id',
    tag: 'patients',
    access: access.partner(COLLABORATOR, 'patient.manage', { owns: 'patient' }),
    params: patientParamsSchema,
    body: patientBodySchema,
    data: patientSchema,
  }),
  /** Refused (422, with the reason) while the patient has orders. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/partner/v1/collaborator/patient/detail/:id',
    tag: 'patients',
    access: access.partner(COLLABORATOR, 'patient.manage', { owns: 'patient' }),
    params: patientParamsSchema,
  }),
};
