import { z } from 'zod';
import { issueInEachLanguage, itRefuses, itStores } from '../testing/validation-cases';
import {
  bankAccountCountry,
  bankDataSchema,
  isValidCbu,
  validateAgency,
  validateBank,
  validateCheckingAccount,
  withBankAccountRules,
} from './bank-account';

/** The bank data of a request at `office` from a claimant of Brazil, as the filing reads it. */
const request = (office: string, bankData: Record<string, unknown>) =>
  withBankAccountRules(z.object({ office: z.string(), bankData: bankDataSchema }), 'BR').safeParse({
    office,
    bankData,
  });

describe('bank data per country', () => {
  it('takes a bank by name (accents, &, hyphen) or by code', () => {
    expect(validateBank('  Banco  do Brasil ')).toEqual({ ok: true, value: 'Banco do Brasil' });
    expect(validateBank('Itaú Unibanco S.A.')).toEqual({ ok: true, value: 'Itaú Unibanco S.A.' });
    expect(validateBank('001')).toEqual({ ok: true, value: '001' });
    // Code and name joined by a hyphen, an en dash or an em dash, as bank lists write them.
    for (const name of [
      '341 - Itaú Unibanco S.A.',
      '341 – Itaú Unibanco S.A.',
      '341 — Itaú',
      'Banco do Brasil S/A',
    ])
      expect(validateBank(name)).toEqual({ ok: true, value: name });
    expect(validateBank('Banco de la Nación Argentina')).toMatchObject({ ok: true });
    expect(validateBank('!!!')).toMatchObject({ ok: false, error: 'validation.bank.invalid' });
    expect(validateBank('<script>')).toMatchObject({ ok: false, error: 'validation.bank.invalid' });
  });

  itStores('%s agency "%s" → %s', validateAgency, [
    ['BR', '1234', '1234'],
    ['BR', ' 1234-x ', '1234-X'],
    ['BR', '0001-9', '0001-9'],
    ['AR', '0123', '0123'],
    ['PY', '001', '001'],
    ['UY', '42', '42'],
  ]);

  itRefuses('%s agency "%s" is refused with %s', validateAgency, [
    ['BR', 'ABCD!!', 'validation.agency.invalid'],
    ['BR', '123456', 'validation.agency.invalid'],
    ['BR', '1234-56', 'validation.agency.invalid'],
    // A sucursal has no check digit: its message does not ask for one.
    ['AR', '12-3', 'validation.agency.digitsOnly'],
    ['UY', 'ABC', 'validation.agency.digitsOnly'],
  ]);

  itStores('%s account "%s" → %s', validateCheckingAccount, [
    ['BR', '12345-6', '12345-6'],
    ['BR', '0012345 - 6'.replace(/ /g, ''), '0012345-6'],
    // Grouped by thousands, as Banco do Brasil prints it.
    ['BR', '45.678-9', '45678-9'],
    ['BR', '12.345-6', '12345-6'],
    ['BR', '1.045.678-X', '1045678-X'],
    ['AR', '4021-123456/7', '4021-123456/7'],
    ['AR', '2850590940090418135201', '2850590940090418135201'],
    ['PY', '1234 5678', '12345678'],
    ['UY', '001234567', '001234567'],
  ]);

  it('checks both check digits of an Argentine CBU', () => {
    expect(isValidCbu('2850590940090418135201')).toBe(true);
    expect(isValidCbu('2850590940090418135202')).toBe(false);
    expect(isValidCbu('2850591940090418135201')).toBe(false);
    expect(validateCheckingAccount('AR', '2850590940090418135202')).toMatchObject({
      ok: false,
      error: 'validation.account.invalidCbu',
    });
  });

  itRefuses('%s account "%s" is refused', validateCheckingAccount, [
    ['BR', 'abc', 'validation.account.invalid'],
    ['BR', '12.34-6', 'validation.account.invalid'],
    ['PY', '12', 'validation.account.invalid'],
    ['UY', '--1234', 'validation.account.invalid'],
  ]);

  it('refuses an Argentine account that is neither an account nor a CBU, saying both forms', () => {
    expect(validateCheckingAccount('AR', '0110 5995 ABC')).toMatchObject({
      ok: false,
      error: 'validation.account.invalidOrCbu',
      params: { example: '4021-123456/7' },
    });
  });

  it('names the field and shows the expected form in pt-BR, es and en', () => {
    const result = request('BR', { bank: 'Itaú', agency: 'ABCD!!', checkingAccount: '12345-6' });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['bankData', 'agency']);
    expect(issueInEachLanguage(issue, { 'pt-BR': 'agência', es: 'agencia', en: 'agency' })).toEqual({
      'pt-BR': 'O campo agência deve ter só números e o dígito, por exemplo 1234-5',
      es: 'El campo agencia debe tener solo números y el dígito, por ejemplo 1234-5',
      en: 'The agency field must hold digits and its check digit only, for example 1234-5',
    });
  });
});

describe('the account is read by its own country: the claimant’s unless another is named', () => {
  const CBU = '2850590940090418135201';

  it('is the chosen country, else the claimant’s own, whatever office analyses the claim', () => {
    expect(bankAccountCountry('UY', 'BR')).toBe('UY');
    expect(bankAccountCountry(undefined, 'BR')).toBe('BR');
    expect(bankAccountCountry('', 'AR')).toBe('AR');
    expect(bankAccountCountry('XX', 'BR')).toBe('BR');
  });

  it('pays a Brazilian claimant at the Argentine office into its Brazilian account by default', () => {
    const result = request('AR', { bank: 'Itaú', agency: '1234-x', checkingAccount: '12345-6' });
    expect(result.success && result.data.bankData).toEqual({
      country: 'BR',
      bank: 'Itaú',
      agency: '1234-X',
      checkingAccount: '12345-6',
    });
    // A CBU is no Brazilian account: it needs Argentina named.
    expect(
      request('AR', { bank: 'Galicia', agency: '0123', checkingAccount: CBU }).error?.issues.map((i) =>
        i.path.join('.'),
      ),
    ).toEqual(['bankData.checkingAccount']);
  });

  it('or into an Argentine CBU when it names Argentina, read by the Argentine rules', () => {
    const result = request('AR', {
      country: 'AR',
      bank: 'Banco de la Nación Argentina',
      agency: '0123',
      checkingAccount: CBU,
    });
    expect(result.success && result.data.bankData).toEqual({
      country: 'AR',
      bank: 'Banco de la Nación Argentina',
      agency: '0123',
      checkingAccount: CBU,
    });
  });

  it('reads a Brazilian account by the Brazilian rules', () => {
    const brazilian = { country: 'BR', bank: 'Itaú', agency: '1234-x', checkingAccount: '12345-6' };
    expect(request('AR', brazilian)).toMatchObject({
      success: true,
      data: { bankData: { agency: '1234-X' } },
    });
    const cbuInBrazil = request('AR', { ...brazilian, checkingAccount: CBU });
    expect(cbuInBrazil.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bankData.checkingAccount', 'validation.account.invalid'],
    ]);
  });

  it('refuses a Brazilian agency for an Argentine account, showing the Argentine form', () => {
    const result = request('AR', { country: 'AR', bank: 'Galicia', agency: '1234-5', checkingAccount: CBU });
    const issue = result.error!.issues[0]!;
    expect([issue.path.join('.'), issue.message]).toEqual([
      'bankData.agency',
      'validation.agency.digitsOnly',
    ]);
    expect((issue as { params?: Record<string, string> }).params).toEqual({ example: '0123' });
  });
});
