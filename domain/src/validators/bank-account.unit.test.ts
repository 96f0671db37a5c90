import { z } from 'zod';
import { itRefusesEachCaseWith, itStoresEachCase } from '../testing/case-files';
import { issueInEachLanguage } from '../testing/validation-cases';
import cases from './bank-account.cases.json';
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

  itStoresEachCase('$country agency $typed → $stored', validateAgency, cases.agencies.stored);
  itRefusesEachCaseWith(
    '$country agency $typed is refused with $error',
    validateAgency,
    cases.agencies.refused,
  );
  itStoresEachCase('$country account $typed → $stored', validateCheckingAccount, cases.accounts.stored);

  it('checks both check digits of an Argentine CBU', () => {
    expect(isValidCbu('2850590940090418135201')).toBe(true);
    expect(isValidCbu('2850590940090418135202')).toBe(false);
    expect(isValidCbu('2850591940090418135201')).toBe(false);
    expect(validateCheckingAccount('AR', '2850590940090418135202')).toMatchObject({
      ok: false,
      error: 'validation.account.invalidCbu',
    });
  });

  itRefusesEachCaseWith(
    '$country account $typed is refused',
    validateCheckingAccount,
    cases.accounts.refused,
  );

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
