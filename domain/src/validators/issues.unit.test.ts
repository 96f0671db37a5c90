import { z } from 'zod';
import { cnpjSchema } from './cnpj';
import { capitalize } from '../i18n/capitalize';
import { translate } from '../i18n/translate';
import { fieldLabel, issueMessage, localizeIssues, namedIssueMessages } from './issues';
import { moneySchema } from './money';

const client = z.object({
  name: z.string().max(5),
  cnpj: cnpjSchema,
  amount: moneySchema('BRL'),
  kind: z.enum(['A', 'B']),
});

describe('localizing zod issues', () => {
  const result = client.safeParse({
    name: 'too long a name',
    cnpj: '11.222.333/0001-00',
    amount: '1,005',
    kind: 'C',
  });
  const issues = result.error?.issues ?? [];

  it('maps domain and plain zod issues to catalogue keys', () => {
    expect(issues.map((issue) => issueMessage(issue).key)).toEqual([
      'validation.tooLong',
      'validation.invalidCnpj',
      'validation.money.tooManyDecimals',
      'validation.invalidOption',
    ]);
  });

  it('renders one message per field in the requested language', () => {
    const labels: Record<string, string> = { name: 'Razão social' };
    expect(localizeIssues(issues, 'pt-BR', (path) => labels[String(path[0])])).toEqual({
      name: 'O campo Razão social deve ter no máximo 5 caracteres',
      cnpj: 'CNPJ inválido',
      amount: 'Valores em BRL aceitam no máximo 2 casas decimais',
      kind: 'O valor informado em kind não é uma opção válida',
    });
    expect(localizeIssues(issues, 'es-AR').cnpj).toBe('CNPJ inválido');
    expect(localizeIssues(issues, 'en').amount).toBe('Amounts in BRL accept at most 2 decimal places');
  });

  it('tells a missing field from a wrong one', () => {
    const missing = client.safeParse({}).error?.issues ?? [];
    expect(localizeIssues(missing, 'en')).toMatchObject({
      name: 'The name field is required',
      cnpj: 'The cnpj field is required',
    });
    const wrongType = z.object({ name: z.string() }).safeParse({ name: 3 }).error?.issues ?? [];
    expect(localizeIssues(wrongType, 'en')).toEqual({ name: 'The name field has an invalid format' });
  });

  it('calls an empty choice or an empty day required, not invalid, as a form first shows them', () => {
    const form = z.object({
      kind: z.enum(['A', 'B']),
      day: z.iso.date(),
      // A domain schema's own message for a wrong value is not the word for an empty one.
      port: z.uuid({ error: 'validation.invalidOption' }),
    });
    const empty = form.safeParse({ kind: '', day: '' }, { reportInput: true }).error?.issues ?? [];
    expect(localizeIssues(empty, 'es')).toEqual({
      kind: 'El campo kind es obligatorio',
      day: 'El campo day es obligatorio',
      port: 'El campo port es obligatorio',
    });
    // A choice that is there but wrong is still said to be wrong.
    const wrong =
      form.safeParse({ kind: 'C', day: '2026-11-31', port: 'x' }, { reportInput: true }).error?.issues ?? [];
    expect(localizeIssues(wrong, 'en').kind).toBe('The value of kind is not a valid option');
  });
});

describe('a body with keys the schema does not take', () => {
  it("is refused on each unknown key by name, in the reader's language", () => {
    const strict = z.strictObject({ name: z.string() });
    const result = strict.safeParse({ name: 'Porto de Belém', id: 'x', createdAt: 'y' });
    expect(result.success).toBe(false);
    expect(localizeIssues(result.error!.issues, 'es')).toEqual({
      id: 'El campo id no se acepta aquí',
      createdAt: 'El campo createdAt no se acepta aquí',
    });
    expect(localizeIssues(result.error!.issues, 'pt-BR').id).toBe('O campo id não é aceito aqui');
  });
});

describe('a day no calendar has', () => {
  const schema = z.object({ dischargeDate: z.iso.date() });
  const message = (value: string, locale: 'pt-BR' | 'es' | 'en') =>
    localizeIssues(schema.safeParse({ dischargeDate: value }, { reportInput: true }).error!.issues, locale)
      .dischargeDate;

  it.each([
    ['pt-BR', 'Essa data não existe'],
    ['es', 'Esa fecha no existe'],
    ['en', 'That date does not exist'],
  ] as const)('is said not to exist in %s, typed or in ISO, rather than badly written', (locale, text) => {
    expect(message('31/02/2026', locale)).toBe(text);
    expect(message('2026-02-29', locale)).toBe(text);
    expect(message('31/04/26', locale)).toBe(text);
  });

  it('leaves text that is no day, or a month past 12, to the format message', () => {
    expect(message('amanhã', 'pt-BR')).not.toBe('Essa data não existe');
    expect(message('11/23/2026', 'pt-BR')).not.toBe('Essa data não existe');
  });
});

describe('issues listed away from their fields', () => {
  const schema = z.object({ dischargeDate: z.iso.date(), vesselId: z.string().min(1), cnpj: cnpjSchema });
  const issues = schema.safeParse(
    { dischargeDate: '31/02/2026', vesselId: '', cnpj: '11.222.333/0001-00' },
    { reportInput: true },
  ).error!.issues;

  it("lead a message that does not name its field with the field's label", () => {
    const labels = (path: readonly PropertyKey[]) => fieldLabel('es', path);
    const named = namedIssueMessages(issues, 'es', labels);
    expect(named.dischargeDate).toBe(
      `${capitalize(translate('es', 'fields.dischargeDate'))}: Esa fecha no existe`,
    );
    // One that names its field already is left as it is.
    expect(named.vesselId).toBe(localizeIssues(issues, 'es', labels).vesselId);
    expect(named.vesselId).toContain(translate('es', 'fields.vesselId'));
  });

  it('keep the message as it is written after the label', () => {
    const named = namedIssueMessages(issues, 'pt-BR').cnpj!;
    expect(named.endsWith(`: ${localizeIssues(issues, 'pt-BR').cnpj}`)).toBe(true);
  });
});
