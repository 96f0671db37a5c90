import { refusalInEachLanguage } from '../testing/validation-cases';
import { officeNow } from '../office-time';
import { latestOfficeDate, validateNotFuture, validateNotPast, validateNotPastAtOffice } from './future-date';

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

  it('takes an hour today as the office’s clock reads it, in each office (issue: 07:00 requested at 08:04 UTC)', () => {
    // 08:04 UTC is 05:04 in São Paulo: 07:00 there is still ahead, 05:00 has passed.
    const morning = new Date('2026-11-29T08:04:00Z');
    expect(validateNotPastAtOffice('2026-11-29', '07:00', 'BR', morning)).toMatchObject({ ok: true });
    expect(validateNotPastAtOffice('2026-11-29', '05:04', 'BR', morning)).toMatchObject({ ok: true });
    expect(validateNotPastAtOffice('2026-11-29', '05:00', 'BR', morning)).toEqual({
      ok: false,
      error: 'validation.date.pastHour',
      params: { now: '05:04', zone: 'São Paulo' },
    });
    // 12:30 UTC on 15 July 2023: 09:30 in São Paulo, 08:30 in Asunción (UTC-4 in its winter then).
    const july = new Date('2023-07-15T12:30:00Z');
    expect(validateNotPastAtOffice('2023-07-15', '09:00', 'BR', july)).toMatchObject({
      ok: false,
      params: { now: '09:30', zone: 'São Paulo' },
    });
    expect(validateNotPastAtOffice('2023-07-15', '09:00', 'PY', july)).toMatchObject({ ok: true });
    expect(validateNotPastAtOffice('2023-07-15', '08:00', 'PY', july)).toMatchObject({
      ok: false,
      params: { now: '08:30', zone: 'Asunción' },
    });
    // A later day is ahead at any hour; an earlier one is a past date, whatever the hour.
    expect(validateNotPastAtOffice('2023-07-16', '00:00', 'BR', july)).toMatchObject({ ok: true });
    expect(validateNotPastAtOffice('2023-07-14', '23:59', 'PY', july)).toMatchObject({
      ok: false,
      error: 'validation.date.past',
    });
  });

  it('names the office’s zone when the hour has passed, in each language', () => {
    const july = new Date('2023-07-15T12:30:00Z');
    const names = { 'pt-BR': 'hora', es: 'hora', en: 'time' };
    expect(refusalInEachLanguage(validateNotPastAtOffice('2023-07-15', '07:00', 'PY', july), names)).toEqual({
      'pt-BR': 'A data e hora já passaram (horário de Asunción: agora são 08:30)',
      es: 'La fecha y hora ya pasaron (hora de Asunción: ahora son las 08:30)',
      en: 'That date and time have already passed (Asunción time: it is 08:30 now)',
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
