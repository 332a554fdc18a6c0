import { integrationTokenBodySchema, LIMITS } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../lib/public-origin.ts';
import { BEARER } from '../../plugins/auth.ts';
import { FhirError, type IssueType, type ReadType, read, SEARCHES, type SearchType, search } from './fhir-service.ts';
import * as integrations from './integrations-service.ts';
import { postReport, postSpecimen, postTransaction, readPosted } from './results-service.ts';

/*
 * The FHIR R4 API for the laboratory's systems (`/fhir`, application/fhir+json): the token endpoint
 * (OAuth 2.0 client credentials), the CapabilityStatement, and the guard every other call passes —
 * a live integration token, never a partner's or an operator's session. Not under /api: it answers
 * FHIR resources and OperationOutcomes, not the portal's envelope. docs/integration.md.
 */

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const FHIR_VERSION = '4.0.1';

/** An OperationOutcome with one issue, its text in Vietnamese. */
export const outcome = (code: IssueType, text: string) => ({
  resourceType: 'OperationOutcome' as const,
  issue: [{ severity: 'error' as const, code, details: { text } }],
});

declare module 'fastify' {
  interface FastifyRequest {
    /** The integration a /fhir call is made by, once the guard has let it through. */
    integration?: integrations.IntegrationAuth;
    /** What the call did, in words, for the integration's call log. */
    fhirSummary?: string;
  }
}

const sendFhir = (reply: FastifyReply, status: number, body: unknown) => reply.code(status).type(FHIR_JSON).send(body);

/** The guard of every /fhir call but the token and the metadata: 401 (OperationOutcome) without a live integration token. */
async function requireIntegration(request: FastifyRequest, reply: FastifyReply) {
  const match = request.headers.authorization ? BEARER.exec(request.headers.authorization) : null;
  const found = match?.[1] ? await integrations.authenticate(request.server.deps, match[1]) : undefined;
  if (!found) {
    reply.header('www-authenticate', 'Bearer realm="fhir", error="invalid_token"');
    return sendFhir(reply, 401, outcome('login', 'Cần mã truy cập hợp lệ của một tích hợp (POST /fhir/auth/token).'));
  }
  request.integration = found;
}

export async function fhirRoutes(app: FastifyInstance) {
  // Described by its CapabilityStatement, not by the portal's OpenAPI document (which is /api's).
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  // The token request is a form (RFC 6749 §4.4.2); resources come as FHIR JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('application/fhir+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    if (error instanceof FhirError) {
      request.fhirSummary = `${request.method} ${request.url.split('?')[0]}: ${error.message}`;
      return sendFhir(reply, error.status, outcome(error.code, error.message));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'fhir call failed');
    const text =
      status === 500
        ? 'Lỗi máy chủ, vui lòng thử lại sau.'
        : status === 415
          ? 'Định dạng nội dung không được hỗ trợ.'
          : status === 413
            ? 'Nội dung gửi lên quá lớn.'
            : 'Yêu cầu không hợp lệ.';
    return sendFhir(reply, status, outcome(status === 500 ? 'exception' : status === 413 ? 'too-costly' : 'invalid', text));
  });

  // Each call of a known integration goes in its log, with what it got, before the answer leaves: a
  // call the integration saw answered is always in the log.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.integration) return payload;
    const path = request.url.split('?')[0] ?? request.url;
    const summary =
      request.fhirSummary ??
      (reply.statusCode === 404 ? `${request.method} ${path}: không có tài nguyên này` : `${request.method} ${path}`);
    await integrations
      .logCall(
        request.server.deps,
        request.integration.id,
        { method: request.method, path: request.url, status: reply.statusCode, ip: request.ip },
        summary,
      )
      .catch((err: unknown) => request.log.error({ err }, 'integration call log failed'));
    return payload;
  });

  /** What the server supports, for any caller (FHIR's `metadata` interaction needs no token). */
  app.get('/fhir/metadata', async (request, reply) => {
    const base = `${request.protocol}://${request.host}`;
    return sendFhir(reply, 200, {
      resourceType: 'CapabilityStatement',
      status: 'active',
      date: '2026-11-30',
      publisher: 'Cổng đối tác',
      kind: 'instance',
      software: { name: 'Cổng đối tác — API FHIR cho hệ thống xét nghiệm' },
      implementation: { description: 'Cổng đối tác: chỉ định xét nghiệm và kết quả', url: `${base}/fhir` },
      fhirVersion: FHIR_VERSION,
      format: ['json'],
      rest: [
        {
          mode: 'server',
          documentation:
            'Mã truy cập theo OAuth 2.0 client credentials tại /fhir/auth/token. Tìm kiếm: _count (tối đa 100), _page (từ 1); tham số không có trong danh sách bị từ chối.',
          security: {
            service: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR' }] }],
            extension: [
              {
                url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
                extension: [{ url: 'token', valueUri: `${base}/fhir/auth/token` }],
              },
            ],
          },
          resource: [
            ...(Object.keys(SEARCHES) as SearchType[]).map((type) => ({
              type,
              interaction: [
                { code: 'read' as const },
                { code: 'search-type' as const },
                // A sample taken, posted by the laboratory: the order moves to 'Đã lấy mẫu'.
                ...(type === 'Specimen' ? [{ code: 'create' as const }] : []),
              ],
              ...(SEARCHES[type].includes.length ? { searchInclude: [...SEARCHES[type].includes] } : {}),
              searchParam: Object.entries(SEARCHES[type].params).map(([name, p]) => ({ name, type: p.type, documentation: p.doc })),
            })),
            { type: 'Organization', interaction: [{ code: 'read' as const }] },
            {
              type: 'DiagnosticReport',
              documentation:
                'Kết quả: basedOn là các ServiceRequest của một lịch hẹn; presentedForm một file PDF (base64); Observation trong contained hoặc cùng giao dịch. Nhận một lần theo identifier; bản điều chỉnh dùng status corrected hoặc amended.',
              interaction: [{ code: 'create' as const }, { code: 'read' as const }],
              conditionalCreate: true,
            },
          ],
          interaction: [
            {
              code: 'transaction' as const,
              documentation: 'Bundle loại transaction gồm DiagnosticReport, Observation, Specimen: nhận tất cả hoặc không gì cả.',
            },
          ],
        },
      ],
    });
  });

  /** The OAuth 2.0 token endpoint (client credentials; the client by HTTP Basic or in the form). */
  app.post('/fhir/auth/token', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const parsed = integrationTokenBodySchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: 'invalid_request', error_description: 'Yêu cầu cấp mã truy cập không hợp lệ.' });
    try {
      return await integrations.issueToken(request.server.deps, {
        authorization: request.headers.authorization,
        body: parsed.data,
        ip: request.ip,
      });
    } catch (err) {
      if (!(err instanceof integrations.OAuthError)) throw err;
      if (err.status === 401) reply.header('www-authenticate', 'Basic realm="fhir"');
      return reply.code(err.status).send({ error: err.error, error_description: err.description });
    }
  });

  const base = (request: FastifyRequest) => publicOrigin(request, request.server.deps.env);
  const context = (request: FastifyRequest) => ({ deps: request.server.deps, integration: request.integration!, base: base(request) });
  /** Reading orders needs the integration's 'orders.read' (403 otherwise). */
  const mayRead = async (request: FastifyRequest) => {
    if (!request.integration?.scopes.includes('orders.read'))
      throw new FhirError(403, 'forbidden', 'Tích hợp không được cấp quyền đọc chỉ định (system/ServiceRequest.read).');
  };
  const guarded = { preHandler: [requireIntegration, mayRead] };

  for (const type of Object.keys(SEARCHES) as SearchType[])
    app.get(`/fhir/${type}`, guarded, async (request, reply) => {
      const bundle = await search(context(request), type, request.query as Record<string, string | string[]>);
      request.fhirSummary = `Tìm ${type}: ${bundle.entry?.filter((e) => e.search?.mode === 'match').length ?? 0} / ${bundle.total} kết quả`;
      return sendFhir(reply, 200, bundle);
    });
  for (const type of [...Object.keys(SEARCHES), 'Organization'] as ReadType[])
    app.get<{ Params: { id: string } }>(`/fhir/${type}/:id`, guarded, async (request, reply) => {
      const resource = await read(context(request), type, request.params.id);
      request.fhirSummary = `Đọc ${type}/${request.params.id}`;
      return sendFhir(reply, 200, resource);
    });

  /** Posting results needs the integration's 'results.write' (403 otherwise). */
  const mayWrite = async (request: FastifyRequest) => {
    if (!request.integration?.scopes.includes('results.write'))
      throw new FhirError(403, 'forbidden', 'Tích hợp không được cấp quyền gửi kết quả (system/DiagnosticReport.write).');
  };
  // A report carries its PDF in base64: the upload limit, a third more, and room for the rest.
  const posting = { preHandler: [requireIntegration, mayWrite], bodyLimit: Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 1024 * 1024 };
  const postContext = (request: FastifyRequest) => ({ ...context(request), ip: request.ip });
  const created = (
    reply: FastifyReply,
    request: FastifyRequest,
    applied: { status: 200 | 201; resource: { resourceType: string; id?: string }; summary: string },
  ) => {
    request.fhirSummary = applied.summary;
    reply.header('location', `${base(request)}/fhir/${applied.resource.resourceType}/${applied.resource.id}`);
    return sendFhir(reply, applied.status, applied.resource);
  };
  app.post('/fhir/DiagnosticReport', posting, async (request, reply) =>
    created(reply, request, await postReport(postContext(request), request.body)),
  );
  app.post('/fhir/Specimen', posting, async (request, reply) =>
    created(reply, request, await postSpecimen(postContext(request), request.body)),
  );
  app.post('/fhir', posting, async (request, reply) => {
    const { bundle, summary } = await postTransaction(postContext(request), request.body);
    request.fhirSummary = summary;
    return sendFhir(reply, 200, bundle);
  });
  app.get<{ Params: { id: string } }>(
    '/fhir/DiagnosticReport/:id',
    { preHandler: [requireIntegration, mayWrite] },
    async (request, reply) => {
      const report = await readPosted(context(request), request.params.id);
      request.fhirSummary = `Đọc DiagnosticReport/${request.params.id}`;
      return sendFhir(reply, 200, report);
    },
  );

  // Every other /fhir call: a live integration token first; what is not served yet says so.
  app.all('/fhir/*', { preHandler: requireIntegration }, async (request, reply) =>
    sendFhir(reply, 404, outcome('not-supported', `Không hỗ trợ ${request.method} ${request.url.split('?')[0]}.`)),
  );
}
