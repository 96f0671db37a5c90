import type { Context } from 'koa';
import type { z } from 'zod';
import { registerOperation, type OperationDefinition } from './registry';
import { parseBody } from '../validate';

export type Operation<S extends z.ZodType | undefined> = OperationDefinition & {
  requestSchema: S;
  /** The request body, validated by `requestSchema` (422 with localized fields otherwise). */
  parse(ctx: Context): S extends z.ZodType ? z.output<S> : never;
};

/**
 * Declares a route once: the OpenAPI document lists it and the handler validates its body with
 * the very schema the document shows, so the two cannot drift apart.
 */
export function defineOperation<S extends z.ZodType | undefined = undefined>(
  definition: OperationDefinition & { requestSchema?: S },
): Operation<S> {
  const operation = {
    ...definition,
    requestSchema: definition.requestSchema as S,
    parse(ctx: Context) {
      if (!definition.requestSchema) throw new Error(`${definition.method} ${definition.path} takes no body`);
      return parseBody(definition.requestSchema, ctx.request.body, ctx.state.locale);
    },
  } as Operation<S>;
  registerOperation(operation);
  return operation;
}
