import { COMPANY_MSG, companyEndpoints, examPackagePublicEndpoints, RENAME_FILE_FIELD, subUnitRenameFieldsSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE } from '../../lib/http-cache.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as companies from './companies-service.ts';
import * as groups from './contract-groups-service.ts';
import * as packages from './exam-packages-service.ts';

/**
 * A company's own calls (spec 3 §7; spec 2 §7 company variant): `/api/partner/v1/company`
 * (contract: endpoints/companies.ts `companyEndpoints`). These static paths answer before the
 * providers' `/v1/:type/contract/...` ones. The roster import and its template are the roster part's.
 */
export async function companyRoutes(app: FastifyInstance) {
  const e = companyEndpoints;
  app.owners.set('company-unit', companies.unitOwner);
  app.owners.set('company-contract', companies.contractOwner);
  app.owners.set('contract-group', groups.groupOwner);

  // ——— sub-units ———

  implement(app, e.subUnits, {
    handler: ({ deps, auth, query }) => companies.listUnits(deps, auth, query),
  });

  implement(app, e.subUnit, {
    handler: ({ deps, params }) => companies.getUnit(deps, params.id),
  });

  implement(app, e.updateSubUnit, {
    message: COMPANY_MSG.profileUpdated,
    handler: ({ deps, params, body }) => companies.updateUnit(deps, params.id, body),
  });

  implement(app, e.deleteSubUnit, {
    message: COMPANY_MSG.unitDeleted,
    handler: ({ deps, params }) => companies.deleteUnit(deps, params.id),
  });

  implement(app, e.renameSubUnit, {
    message: COMPANY_MSG.renameSent,
    handler: async ({ deps, auth, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, {
        fileFields: e.renameSubUnit.multipart.files,
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

  implement(app, e.contracts, {
    handler: ({ deps, auth, query }) => companies.listContracts(deps, auth, query),
  });

  implement(app, e.contractOptionFields, {
    cache: CACHE.privateLookup,
    handler: async () => companies.contractOptionFields(),
  });

  implement(app, e.contractTypes, {
    cache: CACHE.privateLookup,
    handler: ({ deps }) => companies.listContractTypes(deps),
  });

  implement(app, e.progressContracts, {
    handler: ({ deps, auth, query }) => companies.progressContracts(deps, auth, query),
  });

  implement(app, e.contract, {
    handler: ({ deps, params }) => companies.getContract(deps, params.id),
  });

  implement(app, e.contractFile, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await companies.contractFile(deps, params.id)),
  });

  implement(app, e.reportChart, {
    handler: ({ deps, params }) => companies.reportChart(deps, params.id),
  });

  implement(app, e.employees, {
    handler: ({ deps, auth, params, query }) => companies.listEmployees(deps, params.id, query, auth.partnerId),
  });

  // ——— contract sets ———

  implement(app, e.groups, {
    handler: ({ deps, auth, query }) => groups.listGroups(deps, auth, query),
  });

  implement(app, e.groupOptionFields, {
    cache: CACHE.privateLookup,
    handler: async () => groups.groupOptionFields(),
  });

  implement(app, e.createGroup, {
    message: COMPANY_MSG.setCreated,
    handler: ({ deps, auth, body }) => groups.createGroup(deps, auth, body),
  });

  implement(app, e.group, {
    handler: ({ deps, params }) => groups.getGroup(deps, params.id),
  });

  implement(app, e.groupContracts, {
    handler: ({ deps, auth, params, query }) => groups.groupContracts(deps, auth, params.id, query),
  });

  // ——— appointment schedules ———

  implement(app, e.createAppointment, {
    message: COMPANY_MSG.appointmentCreated,
    handler: ({ deps, auth, body }) => companies.createAppointment(deps, auth, body),
  });

  implement(app, e.lastAppointments, {
    handler: ({ deps, auth, query }) => companies.lastAppointments(deps, auth, query),
  });

  // ——— exam packages ———

  implement(app, e.packageServices, {
    handler: ({ deps, query }) => packages.listServices(deps, query),
  });

  implement(app, e.packageCategories, {
    cache: CACHE.privateLookup,
    handler: ({ deps }) => packages.listCategories(deps),
  });

  implement(app, e.packageFilterOptions, {
    cache: CACHE.privateLookup,
    handler: ({ deps }) => packages.filterOptions(deps),
  });

  implement(app, e.package, {
    handler: ({ deps, params }) => packages.getPackage(deps, params.id),
  });

  implement(app, e.packageServiceFilterOptions, {
    cache: CACHE.privateLookup,
    handler: ({ deps }) => packages.serviceFilterOptions(deps),
  });
}

/** The public exam-package catalogue (spec 2 §7 "Content and lists"): `/api/partner/exam-package` (`examPackagePublicEndpoints`). */
export async function examPackagePublicRoutes(app: FastifyInstance) {
  implement(app, examPackagePublicEndpoints.list, {
    handler: ({ deps, query }) => packages.listPackages(deps, query),
  });
}
