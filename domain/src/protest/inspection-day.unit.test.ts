import { officeInstant } from '../office-time';
import { inspectionDayAhead, scheduledInspectionDay } from './inspection-day';

describe("an inspection's result waits for its day at the office", () => {
  it('is refused the day before, whatever the hour', () => {
    const lateEvening = new Date(officeInstant('BR', '2030-05-11', '23:30'));
    expect(inspectionDayAhead('2030-05-12', 'BR', lateEvening)).toBe('2030-05-12');
  });

  it('is accepted on the day itself, before the scheduled hour too, and after it', () => {
    const earlyMorning = new Date(officeInstant('BR', '2030-05-12', '06:00'));
    expect(inspectionDayAhead('2030-05-12', 'BR', earlyMorning)).toBeNull();
    expect(inspectionDayAhead('2030-05-12', 'BR', new Date(officeInstant('BR', '2030-05-20')))).toBeNull();
  });

  it("reads the office's calendar, not UTC's: 22:00 in Buenos Aires is already tomorrow in UTC", () => {
    const evening = new Date(officeInstant('AR', '2030-05-11', '22:00'));
    expect(evening.toISOString().slice(0, 10)).toBe('2030-05-12');
    expect(inspectionDayAhead('2030-05-12', 'AR', evening)).toBe('2030-05-12');
  });

  it("names the day of the workflow's scheduled instant on the office's calendar", () => {
    expect(scheduledInspectionDay(officeInstant('AR', '2030-05-12', '23:00'), 'AR')).toBe('2030-05-12');
    expect(scheduledInspectionDay(null, 'AR')).toBeNull();
  });
});
