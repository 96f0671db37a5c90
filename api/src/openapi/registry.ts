import type { z } from 'zod';
import type { Permission } from '@claims/domain';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One route as the OpenAPI document describes it. Paths use Koa's `:param` form. */
export interface OperationDefinition {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  /** The schema the route validates its JSON body with (the same object, not a copy). */
  requestSchema?: z.ZodType;
  /** The presenter's shape; for a list, the shape of one row. */
  responseSchema?: z.ZodType;
  permission?: Permission;
  /** A ra-data-simple-rest list: sort/range/filter query and a Content-Range header. */
  list?: { sortable: readonly string[]; filters: readonly string[] };
  /** 200 unless said otherwise (201 for creation). */
  successStatus?: number;
  /** Answers without a session (health, the document itself). */
  public?: boolean;
  /**
   * Statuses the operation answers besides those the document derives from the rest (400, 401,
   * 403, 404, 413, 415, 422, 503): 409 for a conflict, 429 for a throttle, ...
   */
  alsoAnswers?: readonly number[];
  /** A multipart upload (field `file`, `documentType`) rather than a JSON body. */
  upload?: boolean;
}

const operations = new Map<string, OperationDefinition>();

/**
 * Adds a route to the OpenAPI document. Registering the same method and path again replaces the
 * entry, so a module loaded twice (tests building several apps) never duplicates it.
 */
export function registerOperation<O extends OperationDefinition>(operation: O): O {
  operations.set(`${operation.method} ${operation.path}`, operation);
  return operation;
}

/** The operation documented at this method and Koa path (`/api/ports/:id`), if any. */
export function findOperation(method: string, path: string): OperationDefinition | undefined {
  return operations.get(`${method.toLowerCase()} ${path}`);
}

export function registeredOperations(): OperationDefinition[] {
  return [...operations.values()].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
}
