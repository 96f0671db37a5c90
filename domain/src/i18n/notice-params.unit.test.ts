import { localizeNoticeParams } from './notice-params';
import { translate } from './translate';

const raw = {
  reference: 'RR-2026-000123',
  documentTypes: 'POWER_OF_ATTORNEY,DESTRUCTION_CERTIFICATE',
  deadline: '2026-11-30T20:00:00.000Z',
  value: '1250.5',
  currency: 'USD',
  team: 'CLI_SAO',
};

describe('a notice read in each language', () => {
  it('says in Spanish which documents, until when, as an Argentine writes the date', () => {
    const params = localizeNoticeParams('es', raw);
    expect(translate('es', 'notify.DOCUMENTS_REQUESTED_CUSTOMER.subject', params)).toBe(
      'Documentos solicitados en RR-2026-000123: Poder, Certificado de destrucción — envíelos hasta el 30/11/2026',
    );
  });

  it('in Portuguese, with the value as a Brazilian writes it', () => {
    const params = localizeNoticeParams('pt-BR', raw);
    expect(params.documents).toBe('Procuração, Certificado de destruição');
    expect(params.value).toBe('USD 1.250,50');
    expect(params.team).toBe('CLI/SAO');
  });

  it('in English, with the English separators', () => {
    expect(localizeNoticeParams('en', raw).value).toBe('USD 1,250.50');
  });

  it('without document types, points to the message', () => {
    expect(localizeNoticeParams('es', { documentTypes: '' }).documents).toBe(
      'los documentos descritos en el mensaje',
    );
  });

  it('dates the deadline on the case office’s calendar, as the screens do', () => {
    // 03:30 UTC on 15 July 2024: already the 15th in São Paulo, still the 14th in Asunción (UTC-4).
    const deadline = '2024-07-15T03:30:00.000Z';
    expect(localizeNoticeParams('es', { deadline, office: 'PY' }).deadline).toBe('14/07/2024');
    expect(localizeNoticeParams('es', { deadline, office: 'BR' }).deadline).toBe('15/07/2024');
    expect(localizeNoticeParams('en', { expectedDate: '2030-12-20', office: 'PY' }).expectedDate).toBe(
      '20/12/2030',
    );
  });
});
