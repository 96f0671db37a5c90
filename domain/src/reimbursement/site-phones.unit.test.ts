import { fieldLabel, localizeIssues } from '../validators/issues';
import { reimbursementDraftSchemaFor } from './draft';
import cases from './site-phones.cases.json';
import { reimbursementSubmissionSchema } from './submission';

/** A Brazilian exporter's damage line, its site contact's phone as typed, at `office`. */
const damageAt = (office: string | undefined, phone: string) => ({
  ...(office ? { office } : {}),
  damages: [{ productDescription: 'Café molhado', phone }],
});

/** The phone as a saved draft of a Brazilian client stores it. */
const storedAt = (office: string | undefined, phone: string) => {
  const parsed = reimbursementDraftSchemaFor('BR').safeParse({ data: damageAt(office, phone) });
  if (!parsed.success) return parsed.error.issues;
  return (parsed.data.data.damages?.[0] as { phone?: unknown } | undefined)?.phone;
};

/** The phone's issue when a Brazilian client files at `office`. */
const phoneIssue = (office: string, phone: string) =>
  reimbursementSubmissionSchema('BR')
    .safeParse(damageAt(office, phone))
    .error?.issues.filter((i) => i.path.join('.') === 'damages.0.phone');

describe('the site contact of a damaged cargo is a phone of where the goods are: the office’s country', () => {
  it.each(cases.stored)(
    'a Brazilian client’s draft at the $office office stores "$typed" as $stored',
    ({ office, typed, stored }) => {
      expect(storedAt(office, typed)).toBe(stored);
    },
  );

  it('is filed by the same rule, and a number of two countries is the office’s', () => {
    expect(phoneIssue('AR', '011 15 2345 6789')).toEqual([]);
    expect(phoneIssue('UY', '099 123 456')).toEqual([]);
    expect(storedAt('AR', '11 4567 8901')).toBe('+54 11 4567 8901');
    expect(storedAt('BR', '11 4567 8901')).toBe('+55 11 4567 8901');
    expect(phoneIssue('BR', '12345')?.map((i) => i.message)).toEqual(['validation.phone.invalid']);
  });

  it('says what a number looks like with the office country’s example, in the person’s language', () => {
    const issues = phoneIssue('AR', '4567')!;
    const message = (locale: string) =>
      localizeIssues(issues, locale, (path) => fieldLabel(locale, path))['damages.0.phone'];
    expect(message('es')).toContain('por ejemplo +54 9 11 2345-6789');
    expect(message('pt-BR')).toContain('+54 9 11 2345-6789');
    expect(phoneIssue('PY', 'abc')?.[0]).toMatchObject({ params: { example: '0981 123 456' } });
  });

  it('while a draft names no office yet, is read in the client’s country; a blank one waits', () => {
    expect(storedAt(undefined, '(13) 99999-0000')).toBe('+55 13 99999 0000');
    expect(storedAt('AR', '')).toBe('');
  });

  it('still requires a phone on filing', () => {
    expect(phoneIssue('AR', ' ')?.map((i) => i.message)).toEqual(['validation.required']);
  });
});
