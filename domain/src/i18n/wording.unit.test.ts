import type { Locale } from './locales';
import { CATALOGUES, translate } from './translate';

/**
 * One word for each thing in every text of the portal and the console, so a client never wonders
 * whether two words are two things. The SPEC names the case "solicitação de ressarcimento"
 * (resarcimiento in Spanish) and its answer a counteroffer (contraproposta, contraoferta); the
 * settlement currency is "Real (BRL)", or BRL where a label is short, never "reais" or "reales".
 * In Spanish an analyst's limit is a "límite de autorización" and the role a "máster" (the master
 * bill of lading keeps its trade name).
 */
const OTHER_WORDS: Record<Locale, [word: RegExp, insteadOf: string][]> = {
  'pt-BR': [
    [/reembols/i, 'ressarcimento'],
    [/contraofert/i, 'contraproposta'],
    [/\breais\b/i, 'Real (BRL) or BRL'],
  ],
  es: [
    [/reembols/i, 'resarcimiento'],
    [/contrapropuest/i, 'contraoferta'],
    [/\breales\b/i, 'Real (BRL) or BRL'],
    [/límite de autoridad/i, 'límite de autorización'],
    [/\bmaster\b(?! \(MBL\))/i, 'máster'],
    // A Brazilian company's IE is its inscripción estatal; "estadual" is the Portuguese word.
    [/\bestadual\b/i, 'estatal'],
  ],
  en: [
    [/\brefund/i, 'reimbursement'],
    [/counter-?proposal|counter[- ]offer/i, 'counteroffer'],
    [/\breais\b/i, 'Brazilian real (BRL) or BRL'],
  ],
};

describe.each(Object.keys(OTHER_WORDS) as Locale[])('the %s texts', (locale) => {
  it('call the reimbursement request, the counteroffer and the real by one name each', () => {
    const strays = Object.entries(CATALOGUES[locale]).flatMap(([key, text]) =>
      OTHER_WORDS[locale].filter(([word]) => word.test(text)).map(([, instead]) => `${key}: use ${instead}`),
    );
    expect(strays).toEqual([]);
  });

  // The portal's and the console's case pages show a letter's and a request's ports with one set
  // of labels: the letter's port of embarkation is the request's port of loading.
  it("name a letter's port of embarkation as a request's port of loading", () => {
    expect(translate(locale, 'fields.portOfEmbarkationId')).toBe(translate(locale, 'fields.portOfLoadingId'));
  });
});

describe('the Spanish texts', () => {
  it('ask a master to approve a counteroffer acceptance in natural Spanish, not a Portuguese calque', () => {
    expect(translate('es', 'console.actions.approveCounterofferAcceptance.confirm')).toBe(
      'Al aceptar la contraoferta del cliente, que supera el límite de autorización de quien la aceptó, ese valor pasa a ser el acordado: se informará al cliente de que su contraoferta fue aceptada.',
    );
  });
});
