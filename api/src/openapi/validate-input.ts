import type { z } from 'zod';
import type { Locale } from '@claims/domain';
import { parseBody } from '../validate';

/** `parseBody` under the name the operation modules first used; one validation helper behind both. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, locale?: Locale): z.output<S> {
  return parseBody(schema, value, locale);
}
