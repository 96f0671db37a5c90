import { ANALYSIS_STATUSES } from '../codes/analysis-statuses';
import { TEAMS } from '../codes/teams';
import { translate } from '../i18n/translate';
import { clientAnalysisStatusLabel } from './client-status';

const LOCALES = ['pt-BR', 'en', 'es'] as const;

describe('the analysis status as the customer reads it', () => {
  it('never names an internal team, in any language', () => {
    const teamNames = TEAMS.flatMap((team) => [team.key, ...Object.values(team.labels)]);
    for (const status of ANALYSIS_STATUSES)
      for (const locale of LOCALES) {
        const shown = translate(locale, clientAnalysisStatusLabel(status.key));
        for (const team of teamNames)
          expect([status.key, locale, shown.includes(team)]).toEqual([status.key, locale, false]);
      }
  });

  it('reads "under analysis" while a team or an internal area holds the case', () => {
    for (const status of [
      'UNDER_ANALYSIS_CLI_SAO',
      'UNDER_ANALYSIS_BUE',
      'AWAITING_DOCS_CLI_SSZ',
      'AWAITING_DOCS_COMPLEMENTARY_INT',
    ])
      expect(translate('es', clientAnalysisStatusLabel(status))).toBe('En análisis');
    expect(translate('pt-BR', clientAnalysisStatusLabel('UNDER_ANALYSIS_CLI_SSZ'))).toBe('Em análise');
  });

  it('reads every other status by its SPEC name: what the customer must do, and what was decided', () => {
    expect(translate('pt-BR', clientAnalysisStatusLabel('AWAITING_DOCS_CLIENT'))).toBe(
      'Aguardando documentos adicionais do cliente/reclamante',
    );
    expect(translate('es', clientAnalysisStatusLabel('PAYMENT_SCHEDULED'))).toBe('Pago programado');
  });
});
