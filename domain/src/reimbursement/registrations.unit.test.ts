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
});
