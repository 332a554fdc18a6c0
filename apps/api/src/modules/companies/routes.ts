import {
  appointmentCreateBodySchema,
  appointmentSchema,
  COMPANY_MSG,
  companyContractDetailSchema,
  companyContractListQuerySchema,
  companyContractListSchema,
  companyContractOptionFieldsSchema,
  companyContractTypeSchema,
  companyIdParamsSchema,
  contractEmployeeListSchema,
  contractEmployeesQuerySchema,
  contractGroupCreateBodySchema,
  contractGroupDetailSchema,
  contractGroupListQuerySchema,
  contractGroupListSchema,
  contractGroupOptionFieldsSchema,
  examPackageCategorySchema,
  examPackageDetailSchema,
  examPackageFilterOptionsSchema,
  examPackageListQuerySchema,
  examPackageListSchema,
  examServiceFilterOptionsSchema,
  examServiceListQuerySchema,
  examServiceListSchema,
  lastAppointmentListSchema,
  lastAppointmentQuerySchema,
  progressContractListSchema,
  progressContractQuerySchema,
  RENAME_FILE_FIELD,
  reportChartSchema,
  subUnitDetailSchema,
  subUnitListQuerySchema,
  subUnitListSchema,
  subUnitRenameFieldsSchema,
  subUnitUpdateBodySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as companies from './companies-service.ts';
import * as groups from './contract-groups-service.ts';
import * as packages from './exam-packages-service.ts';

const COMPANY = ['company'] as const;
const viewUnits = access.partner(COMPANY, 'unit.view');
const viewUnit = access.partner(COMPANY, 'unit.view', { owns: 'company-unit' });
const manageUnit = access.partner(COMPANY, 'unit.manage', { owns: 'company-unit' });
const viewContracts = access.partner(COMPANY, 'contract.view');
const viewContract = access.partner(COMPANY, 'contract.view', { owns: 'company-contract' });
/** The roster: its statement reads the contract's owner with the page (one round trip less on the area's busiest list). */
const viewRoster = access.partner(COMPANY, 'contract.view', { owns: 'company-contract', ownerInStatement: true });
const viewGroup = access.partner(COMPANY, 'contract.view', { owns: 'contract-group' });

/**
 * A company's own calls (spec 3 §7; spec 2 §7 company variant): `/api/partner/v1/company`. These
 * static paths answer before the providers' `/v1/:type/contract/...` ones. The roster import and
 * its template are the roster part's.
 */
export async function companyRoutes(app: FastifyInstance) {
  const r = routes(app, 'companies');
  app.owners.set('company-unit', companies.unitOwner);
  app.owners.set('company-contract', companies.contractOwner);
  app.owners.set('contract-group', groups.groupOwner);

  // ——— sub-units ———

  r.get('/sub-units/list', {
    access: viewUnits,
    query: subUnitListQuerySchema,
    data: subUnitListSchema,
    handler: ({ deps, auth, query }) => companies.listUnits(deps, auth, query),
  });

  r.get('/sub-units/detail/:id', {
    access: viewUnit,
    params: companyIdParamsSchema,
    data: subUnitDetailSchema,
    handler: ({ deps, params }) => companies.getUnit(deps, params.id),
  });

  r.put('/sub-units/detail/:id', {
    access: manageUnit,
    params: companyIdParamsSchema,
    body: subUnitUpdateBodySchema,
    data: subUnitDetailSchema,
    message: COMPANY_MSG.profileUpdated,
    errorStatuses: [422],
    handler: ({ deps, params, body }) => companies.updateUnit(deps, params.id, body),
  });

  r.delete('/sub-units/detail/:id', {
    access: manageUnit,
    params: companyIdParamsSchema,
    message: COMPANY_MSG.unitDeleted,
    errorStatuses: [422],
    handler: ({ deps, params }) => companies.deleteUnit(deps, params.id),
  });

  r.put('/sub-units/detail/:id/rename', {
    access: manageUnit,
    params: companyIdParamsSchema,
    multipart: { fields: subUnitRenameFieldsSchema, files: [RENAME_FILE_FIELD] },
    data: subUnitDetailSchema,
    message: COMPANY_MSG.renameSent,
    errorStatuses: [413, 415, 422],
    handler: async ({ deps, auth, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, {
        fileFields: [RENAME_FILE_FIELD],
        accepted: ['pdf'],
        maxFiles: 1,
      });
      return withUploads(deps.storage, uploads, () => {
        const body = parseFields(
          subUnitRenameFieldsSchema,
          fields,
          uploads.length ? {} : { [RENAME_FILE_FIELD]: [COMPANY_MSG.renameFile] },
        );
        return companies.renameUnit(deps, auth, params.id, body.Name, uploads);
      });
    },
  });

  // ——— contracts ———

  r.get('/contract/list', {
    access: viewContracts,
    query: companyContractListQuerySchema,
    data: companyContractListSchema,
    handler: ({ deps, auth, query }) => companies.listContracts(deps, auth, query),
  });

  r.get('/contract/option-fields', {
    access: viewContracts,
    data: companyContractOptionFieldsSchema,
    cache: CACHE.privateLookup,
    handler: async () => companies.contractOptionFields(),
  });

  r.get('/contract/list-contract-type', {
    access: viewContracts,
    data: z.array(companyContractTypeSchema),
    cache: CACHE.privateLookup,
    handler: ({ deps }) => companies.listContractTypes(deps),
  });

  r.get('/contract/list-progress-contract', {
    access: viewContracts,
    query: progressContractQuerySchema,
    data: progressContractListSchema,
    handler: ({ deps, auth, query }) => companies.progressContracts(deps, auth, query),
  });

  r.get('/contract/detail/:id', {
    access: viewContract,
    params: companyIdParamsSchema,
    data: companyContractDetailSchema,
    handler: ({ deps, params }) => companies.getContract(deps, params.id),
  });

  r.raw('/contract/detail/:id/file', {
    access: viewContract,
    params: companyIdParamsSchema,
    summary: 'Tải file hợp đồng (PDF)',
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await companies.contractFile(deps, params.id)),
  });

  r.get('/contract/report-chart/:id', {
    access: viewContract,
    params: companyIdParamsSchema,
    data: reportChartSchema,
    handler: ({ deps, params }) => companies.reportChart(deps, params.id),
  });

  r.get('/contract/detail/:id/contract-employees', {
    access: viewRoster,
    params: companyIdParamsSchema,
    query: contractEmployeesQuerySchema,
    data: contractEmployeeListSchema,
    handler: ({ deps, auth, params, query }) => companies.listEmployees(deps, params.id, query, auth.partnerId),
  });

  // ——— contract sets ———

  r.get('/contract-group/list', {
    access: viewContracts,
    query: contractGroupListQuerySchema,
    data: contractGroupListSchema,
    handler: ({ deps, auth, query }) => groups.listGroups(deps, auth, query),
  });

  r.get('/contract-group/option-fields', {
    access: viewContracts,
    data: contractGroupOptionFieldsSchema,
    cache: CACHE.privateLookup,
    handler: async () => groups.groupOptionFields(),
  });

  r.post('/contract-group/create', {
    access: access.partner(COMPANY, 'contract.group'),
    body: contractGroupCreateBodySchema,
    data: contractGroupDetailSchema,
    message: COMPANY_MSG.setCreated,
    handler: ({ deps, auth, body }) => groups.createGroup(deps, auth, body),
  });

  r.get('/contract-group/detail/:id', {
    access: viewGroup,
    params: companyIdParamsSchema,
    data: contractGroupDetailSchema,
    handler: ({ deps, params }) => groups.getGroup(deps, params.id),
  });

  r.get('/contract-group/detail/:id/contracts', {
    access: viewGroup,
    params: companyIdParamsSchema,
    query: companyContractListQuerySchema,
    data: companyContractListSchema,
    handler: ({ deps, auth, params, query }) => groups.groupContracts(deps, auth, params.id, query),
  });

  // ——— appointment schedules ———

  r.post('/contract-appointment-schedule/create', {
    access: access.partner(COMPANY, 'schedule.manage'),
    body: appointmentCreateBodySchema,
    data: appointmentSchema,
    message: COMPANY_MSG.appointmentCreated,
    errorStatuses: [422],
    handler: ({ deps, auth, body }) => companies.createAppointment(deps, auth, body),
  });

  r.get('/contract-appointment-schedule/list-last-appointment', {
    access: viewContracts,
    query: lastAppointmentQuerySchema,
    data: lastAppointmentListSchema,
    handler: ({ deps, auth, query }) => companies.lastAppointments(deps, auth, query),
  });

  // ——— exam packages ———

  r.get('/exam-package/service-list', {
    access: viewContracts,
    query: examServiceListQuerySchema,
    data: examServiceListSchema,
    handler: ({ deps, query }) => packages.listServices(deps, query),
  });

  r.get('/exam-package/category-list', {
    access: viewContracts,
    data: z.array(examPackageCategorySchema),
    cache: CACHE.privateLookup,
    handler: ({ deps }) => packages.listCategories(deps),
  });

  r.get('/exam-package/filter-options', {
    access: viewContracts,
    data: examPackageFilterOptionsSchema,
    cache: CACHE.privateLookup,
    handler: ({ deps }) => packages.filterOptions(deps),
  });

  r.get('/exam-package/detail/:id', {
    access: viewContracts,
    params: companyIdParamsSchema,
    data: examPackageDetailSchema,
    handler: ({ deps, params }) => packages.getPackage(deps, params.id),
  });

  r.get('/exam-package/service/filter-options', {
    access: viewContracts,
    data: examServiceFilterOptionsSchema,
    cache: CACHE.privateLookup,
    handler: ({ deps }) => packages.serviceFilterOptions(deps),
  });
}

/** The public exam-package catalogue (spec 2 §7 "Content and lists"): `/api/partner/exam-package`. */
export async function examPackagePublicRoutes(app: FastifyInstance) {
  const r = routes(app, 'exam-packages');

  r.get('/list', {
    access: access.public,
    query: examPackageListQuerySchema,
    data: examPackageListSchema,
    handler: ({ deps, query }) => packages.listPackages(deps, query),
  });
}
