import { localizeIssues, fieldLabel } from '../validators/issues';
import { DAY_MS, officeNow } from '../office-time';
import { reimbursementDraftSchemaFor } from './draft';
import { reimbursementSubmissionSchema } from './submission';

const dayAt = (office: 'BR' | 'AR', offsetDays: number) =>
  officeNow(office, new Date(Date.now() + offsetDays * DAY_MS)).date;

/** The wizard's first steps only: the rest of the request is still empty. */
const shippingOnly = (office: string, dischargeDate: string) => ({
  office,
  shipping: { dischargeDate },
});

describe('the discharge date of a reimbursement request', () => {
  it('refuses a discharge after today at the office, on the field, while the rest is still empty', () => {
    const result = reimbursementSubmissionSchema('BR').safeParse(shippingOnly('AR', dayAt('AR', 1)));
    const issue = result.error?.issues.find((i) => i.path.join('.') === 'shipping.dischargeDate');
    expect(issue?.message).toBe('validation.date.future');
  });

  it('takes today and earlier', () => {
    for (const date of [dayAt('BR', 0), dayAt('BR', -30)]) {
      const result = reimbursementSubmissionSchema('BR').safeParse(shippingOnly('BR', date));
      expect(result.error?.issues.map((i) => i.path.join('.'))).not.toContain('shipping.dischargeDate');
    }
  });

  it('is refused the same way by a saved draft', () => {
    const future = reimbursementDraftSchemaFor('BR').safeParse({
      data: shippingOnly('BR', dayAt('BR', 2)),
    });
    expect(future.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['data.shipping.dischargeDate', 'validation.date.future'],
    ]);
    expect(
      reimbursementDraftSchemaFor('BR').safeParse({ data: shippingOnly('BR', dayAt('BR', 0)) }).success,
    ).toBe(true);
  });

  it('says so naming the field, in pt-BR, es and en', () => {
    const result = reimbursementSubmissionSchema('AR').safeParse(shippingOnly('AR', '2099-01-01'));
    const issues = result.error!.issues.filter((i) => i.path.join('.') === 'shipping.dischargeDate');
    const message = (locale: string) =>
      localizeIssues(issues, locale, (path) => fieldLabel(locale, path))['shipping.dischargeDate'];
    expect(message('pt-BR')).toBe('O campo data de descarga não pode ser uma data futura');
    expect(message('es')).toBe('El campo fecha de descarga no puede ser una fecha futura');
    expect(message('en')).toBe('The discharge date field cannot be a date in the future');
  });
});

describe('a Brazilian exporter filing at the Argentine office', () => {
  const issuesOf = (data: Record<string, unknown>) =>
    (reimbursementSubmissionSchema('BR').safeParse({ office: 'AR', ...data }).error?.issues ?? [])
      .filter((i) => i.path.length > 1 && ['clientData', 'bankData'].includes(String(i.path[0])))
      .map((i) => [i.path.join('.'), i.message]);

  it('identifies itself by its own tax id, the CNPJ, not by a CUIT it does not have', () => {
    expect(issuesOf({ clientData: { taxId: '20-12345678-6' } })).toContainEqual([
      'clientData.taxId',
      'validation.invalidCnpj',
    ]);
    expect(issuesOf({ clientData: { taxId: '43.219.876/0001-36' } })).not.toContainEqual(
      expect.arrayContaining(['clientData.taxId']),
    );
  });

  it('is paid into the claimant’s own (Brazilian) account by default, or into that of the country it names', () => {
    const bank = { bank: 'Banco Galicia', agency: '0123', checkingAccount: '2850590940090418135201' };
    expect(issuesOf({ bankData: { ...bank, country: 'AR' } })).toEqual([]);
    expect(issuesOf({ bankData: bank })).toEqual([
      ['bankData.checkingAccount', 'validation.account.invalid'],
    ]);
    expect(issuesOf({ bankData: { ...bank, country: 'BR' } })).toEqual([
      ['bankData.checkingAccount', 'validation.account.invalid'],
    ]);
  });
});
