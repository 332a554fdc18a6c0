import {
  ORDER_MSG,
  patientBodySchema,
  patientFilterOptionsSchema,
  patientListQuerySchema,
  patientListSchema,
  patientOptionFieldsSchema,
  patientParamsSchema,
  patientSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import * as patients from './patients-service.ts';

const COLLABORATOR = ['collaborator'] as const;

/** A collaborator's patients (spec 3 §7): `/api/partner/v1/collaborator/patient`. */
export async function patientRoutes(app: FastifyInstance) {
  const r = routes(app, 'patients');
  app.owners.set('patient', patients.patientOwner);

  r.get('/list', {
    access: access.partner(COLLABORATOR, 'patient.view'),
    query: patientListQuerySchema,
    data: patientListSchema,
    handler: ({ deps, auth, query }) => patients.listPatients(deps, auth, query),
  });

  r.get('/option-fields', {
    access: access.partner(COLLABORATOR, 'patient.view'),
    data: patientOptionFieldsSchema,
    cache: CACHE.privateLookup,
    handler: async () => patients.optionFields(),
  });

  r.get('/filter-options', {
    access: access.partner(COLLABORATOR, 'patient.view'),
    data: patientFilterOptionsSchema,
    cache: CACHE.privateLookup,
    handler: async () => patients.filterOptions(),
  });

  r.post('/create', {
    access: access.partner(COLLABORATOR, 'patient.manage'),
    body: patientBodySchema,
    data: patientSchema,
    message: ORDER_MSG.patientCreated,
    handler: ({ deps, auth, body }) => patients.createPatient(deps, auth, body),
  });

  r.get('/detail/:id', {
    access: access.partner(COLLABORATOR, 'patient.view', { owns: 'patient' }),
    params: patientParamsSchema,
    data: patientSchema,
    handler: ({ deps, params }) => patients.getPatient(deps, params.id),
  });

  r.put('/detail/:id', {
    access: access.partner(COLLABORATOR, 'patient.manage', { owns: 'patient' }),
    params: patientParamsSchema,
    body: patientBodySchema,
    data: patientSchema,
    message: ORDER_MSG.patientUpdated,
    handler: ({ deps, auth, params, body }) => patients.updatePatient(deps, auth, params.id, body),
  });

  r.delete('/detail/:id', {
    access: access.partner(COLLABORATOR, 'patient.manage', { owns: 'patient' }),
    params: patientParamsSchema,
    message: ORDER_MSG.patientDeleted,
    handler: ({ deps, auth, params }) => patients.deletePatient(deps, auth, params.id),
  });
}
