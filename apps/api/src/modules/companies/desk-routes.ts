import {
  COMPANY_DESK_MSG,
  companyDeskEndpoints,
  companyScheduleDeskEndpoints,
  deskContractFieldsSchema,
  examPackageDeskEndpoints,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as catalogue from './desk-packages-service.ts';
import * as schedule from './desk-schedule-service.ts';
import * as desk from './desk-service.ts';

/** A contract's multipart fields and its optional PDF (one file; nothing refused stays stored). */
async function contractParts(req: FastifyRequest, deps: AppDeps) {
  const fileFields = companyDeskEndpoints.createContract.multipart.files;
  return readMultipart(req, deps.storage, { fileFields, accepted: ['pdf'], maxFiles: 1 });
}

/** The exam-package catalogue: `/exam-packages`, `/exam-categories`, `/exam-services` (`examPackageDeskEndpoints`). */
async function catalogueRoutes(app: FastifyInstance) {
  const e = examPackageDeskEndpoints;

  implement(app, e.packages, {
    handler: ({ deps, query }) => catalogue.listPackages(deps, query),
  });
  implement(app, e.createPackage, {
    message: COMPANY_DESK_MSG.packageSaved,
    handler: ({ deps, actor, body }) => catalogue.createPackage(deps, actor, body),
  });
  implement(app, e.package, {
    handler: ({ deps, params }) => catalogue.getPackage(deps, params.id),
  });
  implement(app, e.updatePackage, {
    message: COMPANY_DESK_MSG.packageSaved,
    handler: ({ deps, actor, params, body }) => catalogue.updatePackage(deps, actor, params.id, body),
  });
  implement(app, e.deletePackage, {
    message: COMPANY_DESK_MSG.packageDeleted,
    handler: ({ deps, actor, params }) => catalogue.deletePackage(deps, actor, params.id),
  });

  implement(app, e.categories, {
    handler: ({ deps }) => catalogue.listCategories(deps),
  });
  implement(app, e.createCategory, {
    message: COMPANY_DESK_MSG.categorySaved,
    handler: ({ deps, actor, body }) => catalogue.createCategory(deps, actor, body),
  });
  implement(app, e.updateCategory, {
    message: COMPANY_DESK_MSG.categorySaved,
    handler: ({ deps, actor, params, body }) => catalogue.updateCategory(deps, actor, params.id, body),
  });
  implement(app, e.deleteCategory, {
    message: COMPANY_DESK_MSG.categoryDeleted,
    handler: ({ deps, actor, params }) => catalogue.deleteCategory(deps, actor, params.id),
  });

  implement(app, e.services, {
    handler: ({ deps, query }) => catalogue.listServices(deps, query),
  });
  implement(app, e.createService, {
    message: COMPANY_DESK_MSG.serviceSaved,
    handler: ({ deps, actor, body }) => catalogue.createService(deps, actor, body),
  });
  implement(app, e.updateService, {
    message: COMPANY_DESK_MSG.serviceSaved,
    handler: ({ deps, actor, params, body }) => catalogue.updateService(deps, actor, params.id, body),
  });
}

/** Contract sets and appointment requests: `/groups`, `/appointments` (`companyScheduleDeskEndpoints`). */
async function scheduleRoutes(app: FastifyInstance) {
  const e = companyScheduleDeskEndpoints;

  implement(app, e.groups, {
    handler: ({ deps, query }) => schedule.listGroups(deps, query),
  });
  implement(app, e.group, {
    handler: ({ deps, params }) => schedule.getGroup(deps, params.id),
  });
  implement(app, e.createGroup, {
    message: COMPANY_DESK_MSG.groupSaved,
    handler: ({ deps, actor, body }) => schedule.createGroup(deps, actor, body),
  });
  implement(app, e.updateGroup, {
    message: COMPANY_DESK_MSG.groupSaved,
    handler: ({ deps, actor, params, body }) => schedule.updateGroup(deps, actor, params.id, body),
  });
  implement(app, e.deleteGroup, {
    message: COMPANY_DESK_MSG.groupDeleted,
    handler: ({ deps, actor, params }) => schedule.deleteGroup(deps, actor, params.id),
  });

  implement(app, e.appointments, {
    handler: ({ deps, query }) => schedule.listAppointments(deps, query),
  });
  implement(app, e.confirmAppointment, {
    message: COMPANY_DESK_MSG.appointmentConfirmed,
    handler: ({ deps, actor, params, body }) =>
      schedule.decideAppointment(deps, actor, params.id, { status: 'confirmed', reply: body.reply ?? '' }),
  });
  implement(app, e.rescheduleAppointment, {
    message: COMPANY_DESK_MSG.appointmentRescheduled,
    handler: ({ deps, actor, params, body }) =>
      schedule.decideAppointment(deps, actor, params.id, { status: 'rescheduled', counterDate: body.counterDate, reply: body.reply ?? '' }),
  });
}

/**
 * The company desk: `/api/admin/companies` (contract: endpoints/companies.ts
 * `companyDeskEndpoints`; read with companies.view, changed with companies.manage; the
 * exam-package catalogue with packages.manage). Companies and their sub-units, health-exam
 * contracts with their PDF, rosters, contract sets, appointment requests.
 */
export async function companyDeskRoutes(app: FastifyInstance) {
  await app.register(catalogueRoutes);
  await app.register(scheduleRoutes);
  const e = companyDeskEndpoints;

  implement(app, e.companies, {
    handler: ({ deps, query }) => desk.listCompanies(deps, query),
  });

  implement(app, e.contracts, {
    handler: ({ deps, query }) => desk.listContracts(deps, query),
  });

  implement(app, e.createContract, {
    message: COMPANY_DESK_MSG.contractCreated,
    handler: async ({ deps, actor, req }) => {
      const { fields, uploads } = await contractParts(req, deps);
      return withUploads(deps.storage, uploads, () =>
        desk.createContract(deps, actor, parseFields(deskContractFieldsSchema, fields), uploads),
      );
    },
  });

  implement(app, e.contract, {
    handler: ({ deps, params }) => desk.getContract(deps, params.id),
  });

  implement(app, e.updateContract, {
    message: COMPANY_DESK_MSG.contractUpdated,
    handler: async ({ deps, actor, params, req }) => {
      const { fields, uploads } = await contractParts(req, deps);
      return withUploads(deps.storage, uploads, () =>
        desk.updateContract(deps, actor, params.id, parseFields(deskContractFieldsSchema, fields), uploads),
      );
    },
  });

  implement(app, e.contractFile, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await desk.getContractFile(deps, params.id)),
  });

  implement(app, e.employees, {
    handler: ({ deps, params, query }) => desk.listEmployees(deps, params.id, query),
  });

  implement(app, e.examStates, {
    message: (data) => COMPANY_DESK_MSG.examStatesMoved(data.updated),
    handler: ({ deps, actor, params, body }) => desk.moveExamStates(deps, actor, params.id, body),
  });

  implement(app, e.updateEmployee, {
    message: COMPANY_DESK_MSG.employeeUpdated,
    handler: ({ deps, actor, params, body }) => desk.updateEmployee(deps, actor, params.id, params.employeeId, body),
  });

  implement(app, e.company, {
    handler: ({ deps, params }) => desk.getCompany(deps, params.id),
  });

  implement(app, e.createSubUnit, {
    message: COMPANY_DESK_MSG.subUnitCreated,
    handler: ({ deps, actor, params, body }) => desk.createSubUnit(deps, actor, params.id, body),
  });
}
