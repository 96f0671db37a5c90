import { translate } from '@claims/domain/i18n/translate';
import { countdownText } from './countdown';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const inSpanish = (key: string, params: Record<string, number>) => translate('es', key as never, params);
const inPortuguese = (key: string, params: Record<string, number>) =>
  translate('pt-BR', key as never, params);

describe('the countdown to a case deadline', () => {
  it('counts whole days while two or more are left, as the console does ("364 días")', () => {
    // 364 days and 3 hours away, or 363 days and 18 hours (read late in the evening): 364 days on the
    // calendar either way, where the bare clock said "363d 18h".
    expect(countdownText(inSpanish, '2027-11-24T12:00:00.000Z', Date.parse('2026-11-25T09:00:00.000Z'))).toBe(
      'Faltan 364 días',
    );
    expect(countdownText(inSpanish, '2027-11-24T12:00:00.000Z', Date.parse('2026-11-25T18:00:00.000Z'))).toBe(
      'Faltan 364 días',
    );
    expect(countdownText(inPortuguese, '2026-11-28T12:00:00.000Z', NOW)).toBe('Faltam 3 dias');
  });

  it('counts to the minute once less than two days are left', () => {
    expect(countdownText(inSpanish, '2026-11-26T15:30:00.000Z', NOW)).toBe('Faltan 1d 3h 30min');
  });

  it('reads zero once the deadline has passed', () => {
    expect(countdownText(inPortuguese, '2026-11-24T12:00:00.000Z', NOW)).toBe('Faltam 0d 0h 0min');
  });
});
