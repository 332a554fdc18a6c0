import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  appointmentCreateBodySchema,
  appointmentSchema,
  companyContractDetailSchema,
  companyContractListQuerySchema,
  companyContractListSchema,
  companyContractOptionFieldsSchema,
  companyContractTypeSchema,
  companyIdParamsSchema,
  contractEmployeeListSchema,
  contractEmployeeSchema,
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
  ROSTER_FILE_FIELD,
  reportChartSchema,
  rosterImportFieldsSchema,
  rosterImportParamsSchema,
  rosterImportResultSchema,
  subUnitDetailSchema,
  subUnitListQuerySchema,
  subUnitListSchema,
  subUnitRenameFieldsSchema,
  subUnitUpdateBodySchema,
} from '../schemas/companies.ts';
import {
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
} from '../schemas/company-desk.ts';
import { idParamSchema } from '../schemas/files.ts';

const COMPANY = ['company'] as const;
const VIEW_UNITS = access.partner(COMPANY, 'unit.view');
const VIEW_UNIT = access.partner(COMPANY, 'unit.view', { owns: 'company-unit' });
const MANAGE_UNIT = access.partner(COMPANY, 'unit.manage', { owns: 'company-unit' });
const VIEW_CONTRACTS = access.partner(COMPANY, 'contract.view');
const VIEW_CONTRACT = access.partner(COMPANY, 'contract.view', { owns: 'company-contract' });
/** The roster: its statement reads the contract's owner with the page (one round trip less on the area's busiest list). */
const VIEW_ROSTER = access.partner(COMPANY, 'contract.view', { owns: 'company-contract', ownerInStatement: true });
const VIEW_GROUP = access.partner(COMPANY, 'contract.view', { owns: 'contract-group' });

/**
 * A company's own calls (spec 3 §7; spec 2 §7 company variant): `/api/partner/v1/company`. These
 * static paths answer before the providers' `/v1/:type/contract/...` ones. The roster import and
 * its template are the roster part's (`companyRosterEndpoints`).
 */
export const companyEndpoints = {
  // ——— sub-units ———
  subUnits: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/sub-units/list',
    tag: 'companies',
    access: VIEW_UNITS,
    query: subUnitListQuerySchema,
    data: subUnitListSchema,
  }),
  subUnit: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/sub-units/detail/:id',
    tag: 'companies',
    access: VIEW_UNIT,
    params: companyIdParamsSchema,
    data: subUnitDetailSchema,
  }),
  updateSubUnit: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/company/sub-units/detail/:id',
    tag: 'companies',
    access: MANAGE_UNIT,
    params: companyIdParamsSchema,
    body: subUnitUpdateBodySchema,
    data: subUnitDetailSchema,
    errorStatuses: [422],
  }),
  deleteSubUnit: endpoint({
    method: 'DELETE',
    path: '/api/partner/v1/company/sub-units/detail/:id',
    tag: 'companies',
    access: MANAGE_UNIT,
    params: companyIdParamsSchema,
    errorStatuses: [422],
  }),
  /** A rename request: multipart `Name` and one PDF. */
  renameSubUnit: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/company/sub-units/detail/:id/rename',
    tag: 'companies',
    access: MANAGE_UNIT,
    params: companyIdParamsSchema,
    multipart: { fields: subUnitRenameFieldsSchema, files: [RENAME_FILE_FIELD] },
    data: subUnitDetailSchema,
    errorStatuses: [413, 415, 422],
  }),

  // ——— contracts ———
  contracts: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract/list',
    tag: 'companies',
    access: VIEW_CONTRACTS,
    query: companyContractListQuerySchema,
    data: companyContractListSchema,
  }),
  contractOptionFields: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract/option-fields',
    tag: 'companies',
    access: VIEW_CONTRACTS,
    data: companyContractOptionFieldsSchema,
  }),
  contractTypes: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract/list-contract-type',
    tag: 'companies',
    access: VIEW_CONTRACTS,
    data: z.array(companyContractTypeSchema),
  }),
  progressContracts: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract/list-progress-contract',
    outside: "spec 2: the contracts in progress, for an integration (the contracts page shows each one's progress)",
    tag: 'companies',
    access: VIEW_CONTRACTS,
    query: progressContractQuerySchema,
    data: progressContractListSchema,
  }),
  contract: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract/detail/:id',
    tag: 'companies',
    access: VIEW_CONTRACT,
    params: companyIdParamsSchema,
    data: companyContractDetailSchema,
  }),
  /** The contract's PDF. */
  contractFile: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract/detail/:id/file',
    tag: 'companies',
    access: VIEW_CONTRACT,
    params: companyIdParamsSchema,
    summary: 'Tải file hợp đồng (PDF)',
    raw: true,
  }),
  reportChart: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract/report-chart/:id',
    tag: 'companies',
    access: VIEW_CONTRACT,
    params: companyIdParamsSchema,
    data: reportChartSchema,
  }),
  employees: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract/detail/:id/contract-employees',
    tag: 'companies',
    access: VIEW_ROSTER,
    params: companyIdParamsSchema,
    query: contractEmployeesQuerySchema,
    data: contractEmployeeListSchema,
  }),

  // ——— contract sets ———
  groups: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract-group/list',
    tag: 'companies',
    access: VIEW_CONTRACTS,
    query: contractGroupListQuerySchema,
    data: contractGroupListSchema,
  }),
  groupOptionFields: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract-group/option-fields',
    outside: "spec 3: the contract sets' filter options, for an integration (the sets page needs none)",
    tag: 'companies',
    access: VIEW_CONTRACTS,
    data: contractGroupOptionFieldsSchema,
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/api/partner/v1/company/contract-group/create',
    tag: 'companies',
    access: access.partner(COMPANY, 'contract.group'),
    body: contractGroupCreateBodySchema,
    data: contractGroupDetailSchema,
  }),
  group: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract-group/detail/:id',
    tag: 'companies',
    access: VIEW_GROUP,
    params: companyIdParamsSchema,
    data: contractGroupDetailSchema,
  }),
  groupContracts: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract-group/detail/:id/contracts',
    tag: 'companies',
    access: VIEW_GROUP,
    params: companyIdParamsSchema,
    query: companyContractListQuerySchema,
    data: companyContractListSchema,
  }),

  // ——— appointment schedules ———
  createAppointment: endpoint({
    method: 'POST',
    path: '/api/partner/v1/company/contract-appointment-schedule/create',
    tag: 'companies',
    access: access.partner(COMPANY, 'schedule.manage'),
    body: appointmentCreateBodySchema,
    data: appointmentSchema,
    errorStatuses: [422],
  }),
  lastAppointments: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract-appointment-schedule/list-last-appointment',
    tag: 'companies',
    access: VIEW_CONTRACTS,
    query: lastAppointmentQuerySchema,
    data: lastAppointmentListSchema,
  }),

  // ——— exam packages ———
  packageServices: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/exam-package/service-list',
    outside: "spec 2: the catalogue's services alone (the screens read packages with their services)",
    tag: 'companies',
    access: VIEW_CONTRACTS,
    query: examServiceListQuerySchema,
    data: examServiceListSchema,
  }),
  packageCategories: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/exam-package/category-list',
    outside: "spec 2: the catalogue's categories alone (the screens take them from filter-options)",
    tag: 'companies',
    access: VIEW_CONTRACTS,
    data: z.array(examPackageCategorySchema),
  }),
  packageFilterOptions: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/exam-package/filter-options',
    tag: 'companies',
    access: VIEW_CONTRACTS,
    data: examPackageFilterOptionsSchema,
  }),
  package: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/exam-package/detail/:id',
    tag: 'companies',
    access: VIEW_CONTRACTS,
    params: companyIdParamsSchema,
    data: examPackageDetailSchema,
  }),
  packageServiceFilterOptions: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/exam-package/service/filter-options',
    outside: "spec 2: the services' filter options (no screen lists services alone)",
    tag: 'companies',
    access: VIEW_CONTRACTS,
    data: examServiceFilterOptionsSchema,
  }),
};

/** The public exam-package catalogue (spec 2 §7 "Content and lists"): `/api/partner/exam-package`. */
export const examPackagePublicEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/partner/exam-package/list',
    tag: 'exam-packages',
    access: access.public,
    query: examPackageListQuerySchema,
    data: examPackageListSchema,
  }),
};

/**
 * The company's staff-roster import (spec 3 §2 "Staff import", §7), under
 * `/api/partner/v1/company/contract`: the dry run and its commit, the refused rows as a file,
 * and the template. The contract is the multipart `id`; the service checks it is the caller's.
 */
export const companyRosterEndpoints = {
  import: endpoint({
    method: 'POST',
    path: '/api/partner/v1/company/contract/import-company-employees',
    tag: 'companies',
    access: access.partner(COMPANY, 'contract.import'),
    summary: 'Dry run of a staff file (id + file), or commit of a dry run (id + importId)',
    multipart: { fields: rosterImportFieldsSchema, files: [ROSTER_FILE_FIELD] },
    // It may also answer 404 (another company's contract); the document's rule keeps 404 for ids in the path.
    errorStatuses: [409, 413, 415, 422],
    data: rosterImportResultSchema,
  }),
  importErrors: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract/import-company-employees/:importId/errors',
    tag: 'companies',
    access: access.partner(COMPANY, 'contract.view'),
    summary: 'The refused rows of a dry run, with the reasons (.xlsx)',
    params: rosterImportParamsSchema,
    errorStatuses: [404],
    raw: true,
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/partner/v1/company/contract/export-example',
    tag: 'companies',
    access: access.partner(COMPANY, 'contract.view'),
    summary: 'The staff file template (.xlsx)',
    raw: true,
  }),
};

/**
 * The operators' side of the staff-roster import, under `/api/admin/companies`: the same dry run
 * and commit for any contract (each commit audited), the error file and the template.
 */
export const companyRosterDeskEndpoints = {
  import: endpoint({
    method: 'POST',
    path: '/api/admin/companies/contracts/:id/roster/import',
    tag: 'company-desk',
    access: access.operator('companies.manage'),
    summary: 'Dry run of a staff file for a contract (file), or commit of a dry run (importId)',
    params: z.object({ id: idParamSchema }),
    multipart: { fields: rosterImportFieldsSchema.omit({ id: true }), files: [ROSTER_FILE_FIELD] },
    errorStatuses: [404, 409, 413, 415, 422],
    data: rosterImportResultSchema,
  }),
  importErrors: endpoint({
    method: 'GET',
    path: '/api/admin/companies/contracts/:id/roster/imports/:importId/errors',
    tag: 'company-desk',
    access: access.operator('companies.view'),
    summary: 'The refused rows of a dry run, with the reasons (.xlsx)',
    params: rosterImportParamsSchema.extend({ id: idParamSchema }),
    errorStatuses: [404],
    raw: true,
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/admin/companies/roster-template',
    tag: 'company-desk',
    access: access.operator('companies.view'),
    summary: 'The staff file template (.xlsx)',
    raw: true,
  }),
};

const VIEW = access.operator('companies.view');
const MANAGE = access.operator('companies.manage');
const PACKAGES = access.operator('packages.manage');
/** A desk contract's multipart body: its fields and its optional PDF. */
const DESK_CONTRACT_PARTS = { fields: deskContractFieldsSchema, files: [DESK_CONTRACT_FILE_FIELD] };

/** The desk's exam-package catalogue: `/api/admin/companies/exam-packages`, `/exam-categories`, `/exam-services` (packages.manage writes). */
export const examPackageDeskEndpoints = {
  packages: endpoint({
    method: 'GET',
    path: '/api/admin/companies/exam-packages',
    tag: 'admin-exam-packages',
    access: VIEW,
    query: deskPackageListQuerySchema,
    data: deskPackageListSchema,
  }),
  createPackage: endpoint({
    method: 'POST',
    path: '/api/admin/companies/exam-packages',
    tag: 'admin-exam-packages',
    access: PACKAGES,
    body: deskPackageBodySchema,
    data: deskPackageDetailSchema,
  }),
  package: endpoint({
    method: 'GET',
    path: '/api/admin/companies/exam-packages/:id',
    tag: 'admin-exam-packages',
    access: VIEW,
    params: deskContractParamsSchema,
    data: deskPackageDetailSchema,
  }),
  updatePackage: endpoint({
    method: 'PUT',
    path: '/api/admin/companies/exam-packages/:id',
    tag: 'admin-exam-packages',
    access: PACKAGES,
    params: deskContractParamsSchema,
    body: deskPackageBodySchema,
    data: deskPackageDetailSchema,
  }),
  deletePackage: endpoint({
    method: 'DELETE',
    path: '/api/admin/companies/exam-packages/:id',
    tag: 'admin-exam-packages',
    access: PACKAGES,
    params: deskContractParamsSchema,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/admin/companies/exam-categories',
    tag: 'admin-exam-packages',
    access: VIEW,
    data: deskCategoryListSchema,
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/api/admin/companies/exam-categories',
    tag: 'admin-exam-packages',
    access: PACKAGES,
    body: deskCategoryBodySchema,
    data: deskCategoryRowSchema,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/api/admin/companies/exam-categories/:id',
    tag: 'admin-exam-packages',
    access: PACKAGES,
    params: deskContractParamsSchema,
    body: deskCategoryBodySchema,
    data: deskCategoryRowSchema,
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: '/api/admin/companies/exam-categories/:id',
    tag: 'admin-exam-packages',
    access: PACKAGES,
    params: deskContractParamsSchema,
  }),
  services: endpoint({
    method: 'GET',
    path: '/api/admin/companies/exam-services',
    tag: 'admin-exam-packages',
    access: VIEW,
    query: deskServiceListQuerySchema,
    data: deskServiceListSchema,
  }),
  createService: endpoint({
    method: 'POST',
    path: '/api/admin/companies/exam-services',
    tag: 'admin-exam-packages',
    access: PACKAGES,
    body: deskServiceBodySchema,
    data: deskServiceRowSchema,
  }),
  updateService: endpoint({
    method: 'PUT',
    path: '/api/admin/companies/exam-services/:id',
    tag: 'admin-exam-packages',
    access: PACKAGES,
    params: deskContractParamsSchema,
    body: deskServiceBodySchema,
    data: deskServiceRowSchema,
  }),
};

/** The desk's contract sets and appointment requests: `/api/admin/companies/groups`, `/appointments`. */
export const companyScheduleDeskEndpoints = {
  groups: endpoint({
    method: 'GET',
    path: '/api/admin/companies/groups',
    tag: 'admin-companies',
    access: VIEW,
    query: deskGroupListQuerySchema,
    data: deskGroupListSchema,
  }),
  group: endpoint({
    method: 'GET',
    path: '/api/admin/companies/groups/:id',
    tag: 'admin-companies',
    access: VIEW,
    params: deskContractParamsSchema,
    data: deskGroupDetailSchema,
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/api/admin/companies/groups',
    tag: 'admin-companies',
    access: MANAGE,
    body: deskGroupBodySchema,
    data: deskGroupDetailSchema,
  }),
  updateGroup: endpoint({
    method: 'PUT',
    path: '/api/admin/companies/groups/:id',
    tag: 'admin-companies',
    access: MANAGE,
    params: deskContractParamsSchema,
    body: deskGroupBodySchema,
    data: deskGroupDetailSchema,
  }),
  deleteGroup: endpoint({
    method: 'DELETE',
    path: '/api/admin/companies/groups/:id',
    tag: 'admin-companies',
    access: MANAGE,
    params: deskContractParamsSchema,
  }),
  appointments: endpoint({
    method: 'GET',
    path: '/api/admin/companies/appointments',
    tag: 'admin-companies',
    access: VIEW,
    query: deskAppointmentListQuerySchema,
    data: deskAppointmentListSchema,
  }),
  confirmAppointment: endpoint({
    method: 'POST',
    path: '/api/admin/companies/appointments/:id/confirm',
    tag: 'admin-companies',
    access: MANAGE,
    params: deskContractParamsSchema,
    body: deskAppointmentConfirmBodySchema,
    data: deskAppointmentRowSchema,
  }),
  rescheduleAppointment: endpoint({
    method: 'POST',
    path: '/api/admin/companies/appointments/:id/reschedule',
    tag: 'admin-companies',
    access: MANAGE,
    params: deskContractParamsSchema,
    body: deskAppointmentRescheduleBodySchema,
    data: deskAppointmentRowSchema,
  }),
};

/**
 * The company desk: `/api/admin/companies` (read with companies.view, changed with
 * companies.manage). Companies and their sub-units, health-exam contracts with their PDF and
 * their rosters; the catalogue, the sets and appointments, and the roster import are above.
 */
export const companyDeskEndpoints = {
  companies: endpoint({
    method: 'GET',
    path: '/api/admin/companies',
    tag: 'admin-companies',
    access: VIEW,
    query: deskCompanyListQuerySchema,
    data: deskCompanyListSchema,
  }),
  contracts: endpoint({
    method: 'GET',
    path: '/api/admin/companies/contracts',
    tag: 'admin-companies',
    access: VIEW,
    query: deskContractListQuerySchema,
    data: deskContractListSchema,
  }),
  /** Multipart: the contract's fields and its optional PDF. */
  createContract: endpoint({
    method: 'POST',
    path: '/api/admin/companies/contracts',
    tag: 'admin-companies',
    access: MANAGE,
    multipart: DESK_CONTRACT_PARTS,
    data: deskContractDetailSchema,
  }),
  contract: endpoint({
    method: 'GET',
    path: '/api/admin/companies/contracts/:id',
    tag: 'admin-companies',
    access: VIEW,
    params: deskContractParamsSchema,
    data: deskContractDetailSchema,
  }),
  /** Multipart, as the create; without a new PDF the contract keeps its own. */
  updateContract: endpoint({
    method: 'PUT',
    path: '/api/admin/companies/contracts/:id',
    tag: 'admin-companies',
    access: MANAGE,
    params: deskContractParamsSchema,
    multipart: DESK_CONTRACT_PARTS,
    data: deskContractDetailSchema,
  }),
  contractFile: endpoint({
    method: 'GET',
    path: '/api/admin/companies/contracts/:id/file',
    tag: 'admin-companies',
    access: VIEW,
    params: deskContractParamsSchema,
    raw: true,
  }),
  employees: endpoint({
    method: 'GET',
    path: '/api/admin/companies/contracts/:id/employees',
    tag: 'admin-companies',
    access: VIEW,
    params: deskContractParamsSchema,
    query: deskEmployeesQuerySchema,
    data: deskEmployeeListSchema,
  }),
  examStates: endpoint({
    method: 'POST',
    path: '/api/admin/companies/contracts/:id/employees/exam-state',
    tag: 'admin-companies',
    access: MANAGE,
    params: deskContractParamsSchema,
    body: deskExamStateBodySchema,
    data: deskExamStateResultSchema,
  }),
  updateEmployee: endpoint({
    method: 'PUT',
    path: '/api/admin/companies/contracts/:id/employees/:employeeId',
    tag: 'admin-companies',
    access: MANAGE,
    params: deskEmployeeParamsSchema,
    body: deskEmployeeUpdateBodySchema,
    data: contractEmployeeSchema,
  }),
  company: endpoint({
    method: 'GET',
    path: '/api/admin/companies/:id',
    tag: 'admin-companies',
    access: VIEW,
    params: deskContractParamsSchema,
    data: deskCompanyDetailSchema,
  }),
  createSubUnit: endpoint({
    method: 'POST',
    path: '/api/admin/companies/:id/sub-units',
    tag: 'admin-companies',
    access: MANAGE,
    params: deskContractParamsSchema,
    body: deskSubUnitCreateBodySchema,
    data: deskCompanyDetailSchema,
  }),
};
