import { refusalInEachLanguage } from '../testing/validation-cases';
import { officeNow } from '../office-time';
import { latestOfficeDate, validateNotFuture, validateNotPast } from './future-date';

describe('dates that must be ahead, at the office', () => {
  // 02:30 UTC on 24 November is still 23 November, 23:30, in São Paulo and Buenos Aires.
  const lateEvening = new Date('2026-11-24T02:30:00Z');

  it('reads today in the office’s time zone, not in UTC', () => {
    expect(officeNow('BR', lateEvening)).toEqual({ date: '2026-11-23', time: '23:30' });
    expect(officeNow('AR', lateEvening)).toEqual({ date: '2026-11-23', time: '23:30' });
    expect(officeNow('UY', lateEvening)).toEqual({ date: '2026-11-23', time: '23:30' });
  });

  it('takes today and later, refuses yesterday', () => {
    const today = officeNow('BR', lateEvening);
    expect(validateNotPast('2026-11-23', today)).toEqual({ ok: true, value: '2026-11-23' });
    expect(validateNotPast('2026-11-24', today)).toMatchObject({ ok: true });
    expect(validateNotPast('2026-11-22', today)).toMatchObject({ ok: false, error: 'validation.date.past' });
  });

  it('with an hour, today counts from the current minute on', () => {
    const today = officeNow('BR', lateEvening);
    expect(validateNotPast('2026-11-23', today, '23:45')).toMatchObject({ ok: true });
    expect(validateNotPast('2026-11-23', today, '10:30')).toMatchObject({
      ok: false,
      error: 'validation.date.pastHour',
      params: { now: '23:30' },
    });
  });

  it('says so in the person’s language, naming the field', () => {
    const result = validateNotPast('2020-01-01', officeNow('PY', lateEvening));
    const names = { 'pt-BR': 'data da vistoria', es: 'fecha de la inspección', en: 'inspection date' };
    expect(refusalInEachLanguage(result, names)).toEqual({
      'pt-BR': 'O campo data da vistoria não pode ser uma data passada',
      es: 'El campo fecha de la inspección no puede ser una fecha pasada',
      en: 'The inspection date field cannot be a date in the past',
    });
  });

  it('takes a past event’s date up to today and refuses tomorrow, naming the field', () => {
    const today = officeNow('BR', lateEvening);
    expect(validateNotFuture('2026-11-23', today)).toEqual({ ok: true, value: '2026-11-23' });
    expect(validateNotFuture('2026-11-01', today)).toMatchObject({ ok: true });
    const tomorrow = validateNotFuture('2026-11-24', today);
    const names = { 'pt-BR': 'data de descarga', es: 'fecha de descarga', en: 'discharge date' };
    expect(refusalInEachLanguage(tomorrow, names)).toEqual({
      'pt-BR': 'O campo data de descarga não pode ser uma data futura',
      es: 'El campo fecha de descarga no puede ser una fecha futura',
      en: 'The discharge date field cannot be a date in the future',
    });
  });

  it('knows no later today than the latest office’s', () => {
    expect(latestOfficeDate(lateEvening)).toBe('2026-11-23');
  });
});
