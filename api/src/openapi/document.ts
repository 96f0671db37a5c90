import { z } from 'zod';
import { ERROR_DEFINITIONS, PERMISSIONS } from '@claims/domain';
import { MAX_PAGE_SIZE } from '../list';
import { registeredOperations, type OperationDefinition } from './registry';

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
      },
    },
  },
};
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const listParameters = (list: NonNullable<OperationDefinition['list']>) => [
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
];

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
    ...(op.list || op.requestSchema ? { 400: errorResponse('Malformed JSON or list query') } : {}),
    ...(op.public ? {} : { 401: errorResponse('No valid session') }),
    ...(op.permission ? { 403: errorResponse('The role lacks the permission') } : {}),
    ...(pathParameters.length ? { 404: errorResponse('Not found, or outside the caller’s reach') } : {}),
    ...(op.requestSchema ? { 422: errorResponse('Invalid fields, each message localized') } : {}),
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
        'Errors are { error: { code, message, fields } } in the Content-Language of the request.',
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
