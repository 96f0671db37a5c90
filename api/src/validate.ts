import { z } from 'zod';
import { HttpError } from './http-error';

/** Validates a request body; the failure names each field, for the caller to show beside it. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] = issue.message;
  throw new HttpError(422, 'VALIDATION_FAILED', 'errors.validation', {}, fields);
}

const uuid = z.uuid();
/** A malformed id can name nothing: answer 404 as for any id the caller cannot see. */
export function parseUuid(value: string | undefined): string {
  if (!uuid.safeParse(value).success) throw new HttpError(404, 'CASE_NOT_FOUND', 'errors.notFound');
  return value as string;
}
