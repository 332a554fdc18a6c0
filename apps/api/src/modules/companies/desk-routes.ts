import {
  COMPANY_DESK_MSG,
  DESK_CONTRACT_FILE_FIELD,
  deskAppointmentConfirmBodySchema,
  deskAppointmentListQuerySchema,
  deskAppointmentListSchema,
  deskAppointmentRescheduleBodySchema,
  deskAppointmentRowSchema,
  deskCategoryBodySchema,
  deskCategoryListSchema,
  deskCategoryRowSchema,
  deskCompanyDetailSchema,
  deskCompanyListQuerySchema,
  deskCompanyListSchema,
  deskContractDetailSchema,
  deskContractFieldsSchema,
  deskContractListQuerySchema,
  deskContractListSchema,
  deskContractParamsSchema,
  deskEmployeeListSchema,
  deskEmployeeParamsSchema,
  deskEmployeesQuerySchema,
  deskEmployeeUpdateBodySchema,
  deskExamStateBodySchema,
  deskExamStateResultSchema,
  deskGroupBodySchema,
  deskGroupDetailSchema,
  deskGroupListQuerySchema,
  deskGroupListSchema,
  deskPackageBodySchema,
  deskPackageDetailSchema,
  deskPackageListQuerySchema,
  deskPackageListSchema,
  deskServiceBodySchema,
  deskServiceListQuerySchema,
  deskServiceListSchema,
  deskServiceRowSchema,
  deskSubUnitCreateBodySchema,
  contractEmployeeSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { access } from '../../lib/access.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import type { AppDeps } from '../../deps.ts';
import * as catalogue from './desk-packages-service.ts';
import * as schedule from './desk-schedule-service.ts';
import * as desk from './desk-service.ts';

const ids = deskContractParamsSchema;
const FILE_FIELDS = [DESK_CONTRACT_FILE_FIELD];
const view = access.operator('companies.view');
const manage = access.operator('companies.manage');
const packages = access.operator('packages.manage');

/** A contract's multipart fields and its optional PDF (one file; nothing refused stays stored). */
async function contractParts(req: FastifyRequest, deps: AppDeps) {
  return readMultipart(req, deps.storage, { fileFields: FILE_FIELDS, accepted: ['pdf'], maxFiles: 1 });
}

/** The exam-package catalogue: `/exam-packages`, `/exam-categories`, `/exam-services`. */
async function catalogueRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-exam-packages');

  r.get('/exam-packages', {
    access: view,
    query: deskPackageListQuerySchema,
    data: deskPackageListSchema,
    handler: ({ deps, query }) => catalogue.listPackages(deps, query),
  });
  r.post('/exam-packages', {
    access: packages,
    body: deskPackageBodySchema,
    data: deskPackageDetailSchema,
    message: COMPANY_DESK_MSG.packageSaved,
    handler: ({ deps, actor, body }) => catalogue.createPackage(deps, actor, body),
  });
  r.get('/exam-packages/:id', {
    access: view,
    params: ids,
    data: deskPackageDetailSchema,
    handler: ({ deps, params }) => catalogue.getPackage(deps, params.id),
  });
  r.put('/exam-packages/:id', {
    access: packages,
    params: ids,
    body: deskPackageBodySchema,
    data: deskPackageDetailSchema,
    message: COMPANY_DESK_MSG.packageSaved,
    handler: ({ deps, actor, params, body }) => catalogue.updatePackage(deps, actor, params.id, body),
  });
  r.delete('/exam-packages/:id', {
    access: packages,
    params: ids,
    message: COMPANY_DESK_MSG.packageDeleted,
    handler: ({ deps, actor, params }) => catalogue.deletePackage(deps, actor, params.id),
  });

  r.get('/exam-categories', {
    access: view,
    data: deskCategoryListSchema,
    handler: ({ deps }) => catalogue.listCategories(deps),
  });
  r.post('/exam-categories', {
    access: packages,
    body: deskCategoryBodySchema,
    data: deskCategoryRowSchema,
    message: COMPANY_DESK_MSG.categorySaved,
    handler: ({ deps, actor, body }) => catalogue.createCategory(deps, actor, body),
  });
  r.put('/exam-categories/:id', {
    access: packages,
    params: ids,
    body: deskCategoryBodySchema,
    data: deskCategoryRowSchema,
    message: COMPANY_DESK_MSG.categorySaved,
    handler: ({ deps, actor, params, body }) => catalogue.updateCategory(deps, actor, params.id, body),
  });
  r.delete('/exam-categories/:id', {
    access: packages,
    params: ids,
    message: COMPANY_DESK_MSG.categoryDeleted,
    handler: ({ deps, actor, params }) => catalogue.deleteCategory(deps, actor, params.id),
  });

  r.get('/exam-services', {
    access: view,
    query: deskServiceListQuerySchema,
    data: deskServiceListSchema,
    handler: ({ deps, query }) => catalogue.listServices(deps, query),
  });
  r.post('/exam-services', {
    access: packages,
    body: deskServiceBodySchema,
    data: deskServiceRowSchema,
    message: COMPANY_DESK_MSG.serviceSaved,
    handler: ({ deps, actor, body }) => catalogue.createService(deps, actor, body),
  });
  r.put('/exam-services/:id', {
    access: packages,
    params: ids,
    body: deskServiceBodySchema,
    data: deskServiceRowSchema,
    message: COMPANY_DESK_MSG.serviceSaved,
    handler: ({ deps, actor, params, body }) => catalogue.updateService(deps, actor, params.id, body),
  });
}

/** Contract sets and appointment requests: `/groups`, `/appointments`. */
async function scheduleRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-companies');

  r.get('/groups', {
    access: view,
    query: deskGroupListQuerySchema,
    data: deskGroupListSchema,
    handler: ({ deps, query }) => schedule.listGroups(deps, query),
  });
  r.get('/groups/:id', {
    access: view,
    params: ids,
    data: deskGroupDetailSchema,
    handler: ({ deps, params }) => schedule.getGroup(deps, params.id),
  });
  r.post('/groups', {
    access: manage,
    body: deskGroupBodySchema,
    data: deskGroupDetailSchema,
    message: COMPANY_DESK_MSG.groupSaved,
    handler: ({ deps, actor, body }) => schedule.createGroup(deps, actor, body),
  });
  r.put('/groups/:id', {
    access: manage,
    params: ids,
    body: deskGroupBodySchema,
    data: deskGroupDetailSchema,
    message: COMPANY_DESK_MSG.groupSaved,
    handler: ({ deps, actor, params, body }) => schedule.updateGroup(deps, actor, params.id, body),
  });
  r.delete('/groups/:id', {
    access: manage,
    params: ids,
    message: COMPANY_DESK_MSG.groupDeleted,
    handler: ({ deps, actor, params }) => schedule.deleteGroup(deps, actor, params.id),
  });

  r.get('/appointments', {
    access: view,
    query: deskAppointmentListQuerySchema,
    data: deskAppointmentListSchema,
    handler: ({ deps, query }) => schedule.listAppointments(deps, query),
  });
  r.post('/appointments/:id/confirm', {
    access: manage,
    params: ids,
    body: deskAppointmentConfirmBodySchema,
    data: deskAppointmentRowSchema,
    message: COMPANY_DESK_MSG.appointmentConfirmed,
    handler: ({ deps, actor, params, body }) =>
      schedule.decideAppointment(deps, actor, params.id, { status: 'confirmed', reply: body.reply ?? '' }),
  });
  r.post('/appointments/:id/reschedule', {
    access: manage,
    params: ids,
    body: deskAppointmentRescheduleBodySchema,
    data: deskAppointmentRowSchema,
    message: COMPANY_DESK_MSG.appointmentRescheduled,
    handler: ({ deps, actor, params, body }) =>
      schedule.decideAppointment(deps, actor, params.id, { status: 'rescheduled', counterDate: body.counterDate, reply: body.reply ?? '' }),
  });
}

/**
 * The company desk: `/api/admin/companies` (read with companies.view, changed with
 * companies.manage; the exam-package catalogue with packages.manage). Companies and their
 * sub-units, health-exam contracts with their PDF, rosters, contract sets, appointment requests.
 */
export async function companyDeskRoutes(app: FastifyInstance) {
  await app.register(catalogueRoutes);
  await app.register(scheduleRoutes);
  const r = routes(app, 'admin-companies');

  r.get('', {
    access: view,
    query: deskCompanyListQuerySchema,
    data: deskCompanyListSchema,
    handler: ({ deps, query }) => desk.listCompanies(deps, query),
  });

  r.get('/contracts', {
    access: view,
    query: deskContractListQuerySchema,
    data: deskContractListSchema,
    handler: ({ deps, query }) => desk.listContracts(deps, query),
  });

  r.post('/contracts', {
    access: manage,
    multipart: { fields: deskContractFieldsSchema, files: FILE_FIELDS },
    data: deskContractDetailSchema,
    message: COMPANY_DESK_MSG.contractCreated,
    handler: async ({ deps, actor, req }) => {
      const { fields, uploads } = await contractParts(req, deps);
      return withUploads(deps.storage, uploads, () =>
        desk.createContract(deps, actor, parseFields(deskContractFieldsSchema, fields), uploads),
      );
    },
  });

  r.get('/contracts/:id', {
    access: view,
    params: ids,
    data: deskContractDetailSchema,
    handler: ({ deps, params }) => desk.getContract(deps, params.id),
  });

  r.put('/contracts/:id', {
    access: manage,
    params: ids,
    multipart: { fields: deskContractFieldsSchema, files: FILE_FIELDS },
    data: deskContractDetailSchema,
    message: COMPANY_DESK_MSG.contractUpdated,
    handler: async ({ deps, actor, params, req }) => {
      const { fields, uploads } = await contractParts(req, deps);
      return withUploads(deps.storage, uploads, () =>
        desk.updateContract(deps, actor, params.id, parseFields(deskContractFieldsSchema, fields), uploads),
      );
    },
  });

  r.raw('/contracts/:id/file', {
    access: view,
    params: ids,
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await desk.getContractFile(deps, params.id)),
  });

  r.get('/contracts/:id/employees', {
    access: view,
    params: ids,
    query: deskEmployeesQuerySchema,
    data: deskEmployeeListSchema,
    handler: ({ deps, params, query }) => desk.listEmployees(deps, params.id, query),
  });

  r.post('/contracts/:id/employees/exam-state', {
    access: manage,
    params: ids,
    body: deskExamStateBodySchema,
    data: deskExamStateResultSchema,
    message: (data) => COMPANY_DESK_MSG.examStatesMoved(data.updated),
    handler: ({ deps, actor, params, body }) => desk.moveExamStates(deps, actor, params.id, body),
  });

  r.put('/contracts/:id/employees/:employeeId', {
    access: manage,
    params: deskEmployeeParamsSchema,
    body: deskEmployeeUpdateBodySchema,
    data: contractEmployeeSchema,
    message: COMPANY_DESK_MSG.employeeUpdated,
    handler: ({ deps, actor, params, body }) => desk.updateEmployee(deps, actor, params.id, params.employeeId, body),
  });

  r.get('/:id', {
    access: view,
    params: ids,
    data: deskCompanyDetailSchema,
    handler: ({ deps, params }) => desk.getCompany(deps, params.id),
  });

  r.post('/:id/sub-units', {
    access: manage,
    params: ids,
    body: deskSubUnitCreateBodySchema,
    data: deskCompanyDetailSchema,
    message: COMPANY_DESK_MSG.subUnitCreated,
    handler: ({ deps, actor, params, body }) => desk.createSubUnit(deps, actor, params.id, body),
  });
}
