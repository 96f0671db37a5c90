import type { z } from 'zod';
import { actionPayloads } from './payloads';

/** Each refusal of a payload as [field, message key, params]. */
function refusals(result: z.ZodSafeParseResult<unknown>) {
  return result.success
    ? []
    : result.error.issues.map((i) => [i.path.join('.'), i.message, (i as { params?: unknown }).params]);
}

const tooMany = (field: string, currency: string, decimals: number) => [
  field,
  'validation.money.tooManyDecimals',
  { currency, decimals },
];

// An amount in dollars was read as reais first: "9.000,555" got "amounts in BRL allow at most 2
// decimals", a refusal that names the wrong currency for an analyst who typed dollars.
describe("an analysis's and a payment's amounts, with too many decimals", () => {
  /** A procedent outcome paid in dollars, at a rate typed as people type it. */
  const inDollars = (reimbursementAmount: string) => ({
    result: 'FULLY_PROCEDENT',
    reimbursementAmount,
    currency: 'USD',
    quotation: '5,40',
  });

  it('are refused once each, naming the currency the payload is in', () => {
    const analysis = actionPayloads.recordAnalysis.safeParse(inDollars('9.000,555'));
    expect(refusals(analysis)).toEqual([tooMany('reimbursementAmount', 'USD', 2)]);

    const payment = actionPayloads.markPaid.safeParse({
      paidOn: '2026-11-23',
      value: '1.500,5',
      currency: 'PYG',
    });
    expect(refusals(payment)).toEqual([['value', 'validation.money.noDecimals', { currency: 'PYG' }]]);
  });

  it('are held to reais where the payload names no currency, as recorded analyses always were', () => {
    const bare = actionPayloads.recordAnalysis.safeParse({
      result: 'FULLY_PROCEDENT',
      salvageOrSale: '10,5555',
    });
    expect(refusals(bare)).toEqual([tooMany('salvageOrSale', 'BRL', 2)]);
  });

  it('are stored canonical, with the cents of their currency', () => {
    expect(actionPayloads.recordAnalysis.parse(inDollars('9.000,5'))).toMatchObject({
      reimbursementAmount: '9000.50',
      quotation: '5.4',
    });
    const payment = actionPayloads.markPaid.parse({
      paidOn: '2026-11-23',
      value: '1500000',
      currency: 'PYG',
    });
    expect(payment).toMatchObject({ value: '1500000' });
  });
});
