import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export interface OperationObject {
  description?: string;
  parameters?: { name: string; in: string; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * Checks an answer against the OpenAPI document: a JSON success against the operation's
 * documented success schema, any JSON error against the shared Error schema. Answers the
 * problem in words, or undefined when the answer matches.
 */
export function responseValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  // The document refers to the Error schema by `#/components/...`: give ajv the document's root.
  ajv.addSchema({ $id: 'openapi', components: doc.components }, 'openapi');
  const resolve = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const compile = (key: string, schema: unknown) => {
    if (!compiled.has(key)) compiled.set(key, ajv.compile(resolve(schema)));
    return compiled.get(key)!;
  };
  const errorSchema = { $ref: '#/components/schemas/Error' };

  return (path: string, method: string, status: number, contentType: string | null, text: string) => {
    if (!contentType?.includes('application/json')) {
      // Downloads and empty answers carry no JSON; an error must, though.
      if (status >= 400) return `error without a JSON body (${contentType})`;
      // A 204 documented as 200 still misleads a generated client: the status must be listed.
      const operation = doc.paths[path]?.[method];
      if (operation && status < 300 && !operation.responses[String(status)])
        return `status ${status} is not documented`;
      return undefined;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return 'invalid JSON';
    }
    const operation = doc.paths[path]?.[method];
    if (!operation) return 'operation not in the document';
    // The document lists every status an operation answers (issue 17): an answer outside it is
    // a defect of the document or of the route.
    if (!operation.responses[String(status)]) return `status ${status} is not documented`;
    let validate: ReturnType<typeof ajv.compile>;
    if (status >= 400) {
      validate = compile('error', errorSchema);
    } else {
      const success = Object.entries(operation.responses).find(([code]) => code.startsWith('2'));
      const schema = success?.[1].content?.['application/json']?.schema;
      if (!schema) return undefined;
      validate = compile(`${method} ${path}`, schema);
    }
    if (validate(body)) return undefined;
    const first = validate.errors?.[0];
    return `does not match its schema: ${first?.instancePath || '/'} ${first?.message} (${JSON.stringify(first?.params)})`;
  };
}
