import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LIMITS } from '@portal/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps, Lifecycle } from './deps.ts';
import { MULTIPART_LIMITS } from './lib/multipart.ts';
import { openApiOptions } from './lib/openapi.ts';
import { securityHeadersPlugin } from './lib/security-headers.ts';
import { companyRoutes, examPackagePublicRoutes } from './modules/companies/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { accountRoutes, operatorSessionRoutes } from './modules/account/sessions-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { companyDeskRoutes } from './modules/companies/desk-routes.ts';
import { rosterDeskRoutes } from './modules/companies/desk-roster-routes.ts';
import { rosterRoutes } from './modules/companies/roster-routes.ts';
import { contentDeskRoutes } from './modules/content/desk-routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { notificationDeskRoutes } from './modules/notifications/desk-routes.ts';
import { integrationDeskRoutes } from './modules/integrations/desk-routes.ts';
import { fhirRoutes } from './modules/integrations/fhir-routes.ts';
import { queueDeskRoutes } from './modules/queue/desk-routes.ts';
import { deviceTokenRoutes, notificationRoutes } from './modules/notifications/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { engagementDeskRoutes } from './modules/engagement/desk-routes.ts';
import { engagementRoutes } from './modules/engagement/routes.ts';
import { mediaDeskRoutes } from './modules/media/desk-routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { contractDeskRoutes } from './modules/contracts/desk-routes.ts';
import { contractLookupRoutes, partnerContractRoutes } from './modules/contracts/routes.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { operatorSelfRoutes } from './modules/operators/session-routes.ts';
import { orderDeskRoutes } from './modules/orders/desk-routes.ts';
import { orderRoutes, publicProgressRoutes } from './modules/orders/routes.ts';
import { partnerDeskRoutes } from './modules/partners/desk-routes.ts';
import { patientRoutes } from './modules/patients/routes.ts';
import { personnelPasswordRoutes, personnelRoleRoutes, personnelRoutes } from './modules/personnel/routes.ts';
import { organizationDeskRoutes } from './modules/organization/desk-routes.ts';
import { organizationRoutes } from './modules/organization/routes.ts';
import { popupDeskRoutes } from './modules/popup/desk-routes.ts';
import { popupRoutes } from './modules/popup/routes.ts';
import { productDeskRoutes } from './modules/products/desk-routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { profileRoutes } from './modules/account/routes.ts';
import { supplierLookupRoutes } from './modules/account/supplier-routes.ts';
import { consultingRoutes } from './modules/orders/consulting-routes.ts';
import { footerDeskRoutes } from './modules/shell/desk-routes.ts';
import { shellRoutes } from './modules/shell/routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { siteFileRoutes } from './modules/shell/site-routes.ts';
import { tenderDeskRoutes } from './modules/tendering/desk-routes.ts';
import { tenderingProviderRoutes } from './modules/tendering/provider-routes.ts';
import { tenderingPartnerRoutes } from './modules/tendering/partner-routes.ts';
import { tenderingPublicRoutes } from './modules/tendering/public-routes.ts';
import { debtTimelineDeskRoutes, debtTimelineRoutes } from './modules/debts/timeline-routes.ts';
import { debtLetterDeskRoutes } from './modules/debts/desk-letters-routes.ts';
import { debtLetterRoutes } from './modules/debts/letters-routes.ts';
// monthly deferred-payment reports
import { deferredPaymentDeskRoutes } from './modules/debts/desk-reports-routes.ts';
import { deferredPaymentRoutes } from './modules/debts/reports-routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { serveWebApp } from './web/serve-web-app.ts';

export type { AppDeps } from './deps.ts';

/** The web build the server serves unless WEB_DIST names another. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Content-Security-Policy: no inline or eval'd script; inline styles for antd's CSS-in-JS. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Builds the whole HTTP application without listening (server.ts listens; tests inject).
 * Order: external plugins → app plugins (errors, auth) → routes → the web app.
 */
export async function buildApp(deps: AppDeps, logger: FastifyBaseLogger | false = false): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    requestTimeout: LIMITS.requestTimeoutMs,
    trustProxy: deps.env.TRUST_PROXY ? deps.env.TRUST_PROXY === 'true' || deps.env.TRUST_PROXY.split(',') : false,
    requestIdHeader: false, // genReqId reads x-request-id itself, accepting only safe values
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    // While closing, a request on a connection still open is answered as usual (its connection then
    // closes) rather than with Fastify's bare 503; readiness says 503 (lifecycle.draining).
    return503OnClosing: false,
  });
  app.decorate('deps', deps);
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.addHook('preClose', async () => {
    lifecycle.draining = true;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set as the request starts, by a callback hook: no promise a request, and the error handler keeps it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { deps });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(swagger, openApiOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { deps });

  // Each area is a plugin with its prefix (its folder's README says what it answers).
  await app.register(shellRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  // The supplier profile's reference lists; a collaborator's consulting prices and monthly report.
  await app.register(supplierLookupRoutes);
  await app.register(consultingRoutes);
  await app.register(accountRoutes);
  await app.register(personnelRoutes);
  await app.register(personnelRoleRoutes);
  await app.register(personnelPasswordRoutes);
  await app.register(popupRoutes);
  await app.register(operatorSelfRoutes);
  await app.register(operatorSessionRoutes);
  await app.register(operatorRoutes);
  await app.register(partnerDeskRoutes);
  await app.register(footerDeskRoutes);
  await app.register(organizationRoutes);
  await app.register(organizationDeskRoutes);
  await app.register(popupDeskRoutes);
  await app.register(contentRoutes);
  await app.register(contentDeskRoutes);
  await app.register(engagementRoutes);
  await app.register(engagementDeskRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaDeskRoutes);
  await app.register(auditRoutes);
  await app.register(queueDeskRoutes);
  await app.register(integrationDeskRoutes);
  // The laboratory systems' FHIR API (/fhir: its own tokens, answers and errors).
  await app.register(fhirRoutes);
  // An area defined in the contract (packages/contract/src/endpoints/) registers its absolute paths: no prefix.
  await app.register(notificationRoutes);
  await app.register(liveRoutes);
  await app.register(homeRoutes);
  await app.register(deviceTokenRoutes);
  await app.register(notificationDeskRoutes);
  await app.register(tenderingPublicRoutes);
  await app.register(tenderingProviderRoutes);
  await app.register(tenderingPartnerRoutes);
  await app.register(partnerContractRoutes);
  await app.register(contractLookupRoutes);
  await app.register(contractDeskRoutes);
  await app.register(productRoutes);
  await app.register(productDeskRoutes);
  await app.register(tenderDeskRoutes);
  await app.register(locationRoutes);
  await app.register(orderRoutes);
  await app.register(patientRoutes);
  await app.register(publicProgressRoutes);
  await app.register(orderDeskRoutes);
  await app.register(companyDeskRoutes);
  await app.register(debtTimelineRoutes);
  await app.register(debtTimelineDeskRoutes);
  // debts: the debt confirmation letters (partner and desk)
  await app.register(debtLetterRoutes);
  await app.register(debtLetterDeskRoutes);
  // monthly deferred-payment reports: the collaborator's calls and the accounts desk
  await app.register(deferredPaymentRoutes);
  await app.register(deferredPaymentDeskRoutes);
  // companies: the staff-roster import (partner and desk)
  await app.register(rosterRoutes);
  await app.register(rosterDeskRoutes);
  await app.register(companyRoutes);
  await app.register(examPackagePublicRoutes);

  await app.register(siteFileRoutes);
  await serveWebApp(app, deps.env.WEB_DIST ?? DEFAULT_WEB_DIST);
  return app;
}
