import { reimbursementSubmissionSchema } from './submission';

/** The client data step alone, as a company of `country` fills it (no inscrições). */
const issuesOnRegistrations = (country: 'AR' | 'BR' | 'PY' | 'UY', clientData: Record<string, string>) =>
  (reimbursementSubmissionSchema(country).safeParse({ clientData }).error?.issues ?? [])
    .filter((i) => /^clientData\.(state|city)Registration$/.test(i.path.join('.')))
    .map((i) => [i.path.join('.'), i.message]);

describe('the inscrição estadual and municipal of the client data', () => {
  it('are required of a Brazilian company', () => {
    expect(issuesOnRegistrations('BR', { taxId: '43.219.876/0001-36', companyName: 'Alfa' })).toEqual([
      ['clientData.stateRegistration', 'validation.required'],
      ['clientData.cityRegistration', 'validation.required'],
    ]);
  });

  it.each(['AR', 'PY', 'UY'] as const)(
    'are not asked of a company in %s, and a blank one is not kept',
    (country) => {
      expect(issuesOnRegistrations(country, { companyName: 'Frigorífico del Plata S.A.' })).toEqual([]);
      expect(
        issuesOnRegistrations(country, { companyName: 'Frigorífico del Plata S.A.', stateRegistration: '' }),
      ).toEqual([]);
    },
  );

  it('are written as states and cities write them, or ISENTO; "ABCD!!" is refused by name', () => {
    const typed = (stateRegistration: string) =>
      issuesOnRegistrations('BR', { stateRegistration, cityRegistration: '4.123.456-7' });
    for (const good of ['110.042.490.114', '0623079/001-5', 'isento', 'ISENTO'])
      expect(typed(good)).toEqual([]);
    for (const bad of ['ABCD!!', '---', '12a34'])
      expect(typed(bad)).toEqual([['clientData.stateRegistration', 'validation.registrationNumber']]);
  });

  it('keeps ISENTO as the registries write it, however it was typed', () => {
    const parsed = reimbursementSubmissionSchema('BR').shape.clientData.safeParse({
      taxId: '43.219.876/0001-36',
      companyName: 'Alfa',
      stateRegistration: 'isento',
      cityRegistration: '4.123.456-7',
    });
    expect(parsed.success && parsed.data.stateRegistration).toBe('ISENTO');
  });
});
