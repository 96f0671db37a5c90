import type { z } from 'zod';
import type { CurrencyKey } from '../codes/currencies';
import type { OfficeKey } from '../codes/offices';
import { officeNow } from '../office-time';
import { validateNotPast } from '../validators/future-date';
import { parseMoney } from '../validators/money';
import { addRefusal, withValidatedFields } from '../validators/validation';
import { actionPayloads, type PersonAction } from './payloads';

/**
 * Dates that schedule something ahead: a payment, the expected payment of an analysis, the new
 * end of an extended time bar. A past one is refused when a person sends it, and so is an
 * extension's end that is not later than the time bar it extends.
 */
const AHEAD_DATE_FIELDS: Partial<Record<PersonAction, readonly string[]>> = {
  schedulePayment: ['expectedDate'],
  recordAnalysis: ['expectedPaymentDate'],
  extendTimeBar: ['until'],
};

/**
 * What a person may send for `action` on a case of `office` now: the payload schema (which the
 * workflow also checks, and which must keep accepting what past histories carried) plus the
 * rules that depend on the moment, which only the api can judge when the command arrives.
 */
export function reimbursementActionInputSchema(
  action: PersonAction,
  office: OfficeKey,
  now: Date = new Date(),
  current: { timeBarDate?: string | null } = {},
): z.ZodType {
  const schema = actionPayloads[action] as z.ZodType;
  const fields = AHEAD_DATE_FIELDS[action];
  if (!fields) return schema;
  const today = officeNow(office, now);
  return schema.superRefine((payload, ctx) => {
    const record = payload as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) continue;
      const checked = validateNotPast(value, today);
      if (!checked.ok) addRefusal(ctx, checked, [field]);
      // An extension moves the time bar later: an earlier day would bar the claim sooner (a
      // mistyped year), which is no extension at all.
      else if (action === 'extendTimeBar' && current.timeBarDate && value <= current.timeBarDate)
        addRefusal(ctx, { ok: false, error: 'validation.timeBar.notLater' }, [field]);
    }
  });
}

/**
 * A counteroffer as the customer types it: its payload, in the currency of the proposal it
 * answers and so held to that currency's decimals (no cents in guaraníes), as the api holds it
 * once it has found the open proposal. The value comes out canonical in that currency.
 */
export function counterOfferInputSchema(currency: CurrencyKey) {
  return withValidatedFields(actionPayloads.counterOffer, ['value'], (offer) =>
    parseMoney(currency, offer.value),
  );
}
