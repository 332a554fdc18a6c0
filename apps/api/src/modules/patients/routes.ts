import { ORDER_MSG, patientEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE } from '../../lib/http-cache.ts';
import { implement } from '../../lib/route.ts';
import * as patients from './patients-service.ts';

/** A collaborator's patients (spec 3 §7): `/api/partner/v1/collaborator/patient` (contract: endpoints/patients.ts). */
export async function patientRoutes(app: FastifyInstance) {
  const e = patientEndpoints;
  app.owners.set('patient', patients.patientOwner);

  implement(app, e.list, {
    handler: ({ deps, auth, query }) => patients.listPatients(deps, auth, query),
  });

  implement(app, e.optionFields, {
    cache: CACHE.privateLookup,
    handler: async () => patients.optionFields(),
  });

  implement(app, e.filterOptions, {
    cache: CACHE.privateLookup,
    handler: async () => patients.filterOptions(),
  });

  implement(app, e.create, {
    message: ORDER_MSG.patientCreated,
    handler: ({ deps, auth, body }) => patients.createPatient(deps, auth, body),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => patients.getPatient(deps, params.id),
  });

  implement(app, e.update, {
    message: ORDER_MSG.patientUpdated,
    handler: ({ deps, auth, params, body }) => patients.updatePatient(deps, auth, params.id, body),
  });

  implement(app, e.remove, {
    message: ORDER_MSG.patientDeleted,
    handler: ({ deps, auth, params }) => patients.deletePatient(deps, auth, params.id),
  });
}
