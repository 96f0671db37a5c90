import { z } from 'zod';
import { ERROR_DEFINITIONS, PERMISSIONS } from '@claims/domain';
import { MAX_PAGE_SIZE } from '../list';
import { registeredOperations, type OperationDefinition } from './registry';
import { extraStatuses, isUpload, uploadBody } from './status-rules';

type JsonObject = Record<string, unknown>;

/** JSON Schema 2020-12 (what OpenAPI 3.1 speaks) for a zod schema, as the client must send it. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    unrepresentable: 'any',
    io,
  }) as JsonObject;
  return rest;
}

const errorBody = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          type: 'string',
          description: 'Stable machine-readable code, e.g. DUPLICATE_EMAIL',
          examples: Object.keys(ERROR_DEFINITIONS),
        },
        message: { type: 'string', description: "In the request's Content-Language (pt-BR, en, es)." },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
        details: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Facts to act on, e.g. DRAFT_ALREADY_FILED: caseId and reference of the case filed',
        },
      },
    },
  },
};
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const listParameters = (list: NonNullable<OperationDefinition['list']>) =>
  [
    {
      name: 'sort',
      in: 'query',
      description: `JSON ["field","ASC"|"DESC"]; field one of: ${list.sortable.join(', ')}`,
      schema: { type: 'string', example: `["${list.sortable[0] ?? 'id'}","ASC"]` },
    },
    {
      name: 'range',
      in: 'query',
      description: `JSON [start, end], inclusive, at most ${MAX_PAGE_SIZE} rows`,
      schema: { type: 'string', example: '[0,9]' },
    },
    {
      name: 'filter',
      in: 'query',
      description: `JSON object: q (text search), id (one or a list), ${list.filters.join(', ') || 'nothing else'}`,
      schema: { type: 'string', example: '{"q":"santos"}' },
    },
  ].map((p) => ({
    ...p,
    description: `${p.description}. Empty or absent: the default (no filter, first page)`,
  }));

const STATUS_TEXT: Record<number, string> = {
  401: 'No valid session, or wrong e-mail or password',
  403: 'The role lacks the permission, or the record is not the caller’s',
  404: 'Not found, or outside the caller’s reach',
  405: 'Method not allowed',
  409: 'Conflict with the current state (an illegal transition, a duplicate, a record in use)',
  410: 'Gone (an expired link)',
  413: 'Body or file too large',
  415: 'Not JSON, or a file whose content is not an allowed type',
  422: 'Invalid fields, each message localized',
  429: 'Too many attempts: wait the Retry-After seconds',
};

function operationObject(op: OperationDefinition): JsonObject {
  const pathParameters = [...op.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const roles = op.permission ? (PERMISSIONS[op.permission] as readonly string[]) : undefined;
  const success = op.successStatus ?? 200;
  const body = op.responseSchema ? jsonSchemaOf(op.responseSchema, 'output') : undefined;
  const upload = op.upload || isUpload(op.method, op.path);
  const responses: JsonObject = {
    [success]: {
      description: op.list ? 'One page of rows' : 'OK',
      ...(op.list
        ? { headers: { 'Content-Range': { schema: { type: 'string' }, example: 'ports 0-9/120' } } }
        : {}),
      ...(body
        ? { content: { 'application/json': { schema: op.list ? { type: 'array', items: body } : body } } }
        : {}),
    },
    // Any operation: a query parameter holding U+0000 (middlewares/no-nul-characters.ts).
    400: errorResponse('Malformed JSON, list query or query parameter'),
    ...(op.public ? {} : { 401: errorResponse('No valid session') }),
    ...(op.permission ? { 403: errorResponse('The role lacks the permission') } : {}),
    ...(pathParameters.length ? { 404: errorResponse('Not found, or outside the caller’s reach') } : {}),
    ...(op.requestSchema || upload ? { 413: errorResponse(STATUS_TEXT[413] as string) } : {}),
    ...(op.requestSchema || upload ? { 415: errorResponse(STATUS_TEXT[415] as string) } : {}),
    ...(op.requestSchema || upload ? { 422: errorResponse('Invalid fields, each message localized') } : {}),
    ...Object.fromEntries(
      [...(op.alsoAnswers ?? []), ...extraStatuses(op.method, op.path)].map((status) => [
        status,
        errorResponse(STATUS_TEXT[status] ?? 'Error'),
      ]),
    ),
    // PostgreSQL, Redis or Temporal away: any operation may answer it (localized, retry later).
    503: errorResponse('A service the api needs is unavailable: try again shortly'),
  };
  return {
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    summary: op.summary,
    tags: op.tags,
    ...(roles
      ? {
          description: `Permission \`${op.permission}\`: ${roles.join(', ')}.`,
          'x-permission': op.permission,
        }
      : {}),
    ...(op.public ? { security: [] } : {}),
    parameters: [
      ...pathParameters,
      ...(op.list ? listParameters(op.list) : []),
      { name: 'Content-Language', in: 'header', schema: { type: 'string', enum: ['pt-BR', 'en', 'es'] } },
    ],
    ...(upload && !op.requestSchema ? { requestBody: uploadBody } : {}),
    ...(op.requestSchema
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(op.requestSchema, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every registered operation. */
export function buildOpenApiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const op of registeredOperations()) {
    const path = op.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [op.method]: operationObject(op) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cargo claims portal API',
      version: '0.1.0',
      description:
        'JSON under /api. Lists follow ra-data-simple-rest (sort, range, filter; Content-Range). ' +
        'Errors are { error: { code, message, fields, details } } in the Content-Language of the request.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: errorBody },
    },
    paths,
  };
}
