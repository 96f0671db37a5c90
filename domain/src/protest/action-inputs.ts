import { z } from 'zod';
import type { OfficeKey } from '../codes/offices';
import { validateNotPastAtOffice } from '../validators/future-date';
import { phoneSchema } from '../validators/phone';
import { addRefusal } from '../validators/validation';
import { protestActionPayloads, type ProtestPersonAction } from './payloads';

/**
 * What a person may send for `action` on a letter of `office` now: the payload schema (which the
 * workflow also checks, and which must keep accepting what past histories carried) plus the
 * rules only the api can judge when the command arrives: an inspection is requested or
 * scheduled for a moment still ahead at the office, and its site contact's telephone is a real
 * number of the office's country (or any, with +), stored in the international format.
 */
export function protestActionInputSchema<A extends ProtestPersonAction>(
  action: A,
  office: OfficeKey,
  now: Date = new Date(),
): ProtestActionInputSchema<A> {
  if (action === 'requestInspection')
    return ahead(
      protestActionPayloads.requestInspection.extend({ telephone: phoneSchema(office) }),
      office,
      now,
    ) as unknown as ProtestActionInputSchema<A>;
  if (action === 'scheduleInspection')
    return ahead(
      protestActionPayloads.scheduleInspection,
      office,
      now,
    ) as unknown as ProtestActionInputSchema<A>;
  return protestActionPayloads[action] as unknown as ProtestActionInputSchema<A>;
}

/** The schema of an action's input: what a form holds for it in, the payload the api passes on out. */
type ProtestActionInputSchema<A extends ProtestPersonAction> = z.ZodType<
  z.output<(typeof protestActionPayloads)[A]>,
  z.input<(typeof protestActionPayloads)[A]>
>;

/** The inspection's date (and hour, on the day itself) must not have passed at the office. */
function ahead<S extends z.ZodType<{ date: string; hour: string }>>(schema: S, office: OfficeKey, now: Date) {
  return schema.superRefine(
    (payload, ctx) => {
      // Also runs when the date or hour was refused by its own rule.
      if (typeof payload.date !== 'string') return;
      const hour = typeof payload.hour === 'string' ? payload.hour : undefined;
      const checked = validateNotPastAtOffice(payload.date, hour, office, now);
      if (!checked.ok)
        addRefusal(ctx, checked, [checked.error === 'validation.date.pastHour' ? 'hour' : 'date']);
    },
    // And while other fields are still missing: a form names a past day as soon as it is typed.
    { when: (parsed) => typeof parsed.value === 'object' && parsed.value !== null },
  );
}
