import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The OpenAPI document from the route schemas; a multipart call (whose parts its handler reads,
 * so it has no body schema to validate) is described from its declared text and file fields.
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const doc = input.route.config?.multipart;
  if (!doc) return jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const files = z.object(Object.fromEntries(doc.files.map((name) => [name, z.array(z.file()).optional()])));
  const body = z.intersection(doc.fields, files);
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, body } } as Parameters<typeof jsonSchemaTransform>[0]);
};
