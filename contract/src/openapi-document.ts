import { z } from 'zod';

/**
 * GET /api/openapi.json: the document itself (OpenAPI 3.1). Only its frame is held here; what
 * each path says comes from the other schemas of this package.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({}))),
  components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
