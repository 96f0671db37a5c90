import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client';

/**
 * The fields a refusal of the api names: a 422 whose `fields` map a form path
 * ("containers.0.weightManifested") to its message, already in the language of the request.
 * None for any other error, which is a toast alone.
 */
export function refusedFields(err: unknown): [path: string, message: string][] {
  return err instanceof ApiError && err.status === 422 ? Object.entries(err.fields) : [];
}

/**
 * Lays each message of a refusal on the field it names, where the form's own checks would have
 * put it; the field's next change checks it again by the form's rules, which clears it. Answers
 * the fields named, in the api's order.
 */
export function landRefusal<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>) {
  const fields = refusedFields(err);
  for (const [path, message] of fields) setError(path as Path<T>, { type: 'server', message });
  return fields;
}
