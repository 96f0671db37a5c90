import {
  endOfOfficeDay,
  officeDay,
  officeInstant,
  officeNow,
  officeZone,
  sharedCalendarMonth,
  sharedCalendarMonthBounds,
} from './office-time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('a case’s time, on its office’s clock', () => {
  it.each(['AR', 'BR', 'PY', 'UY'] as const)(
    'ends 30 November 2026 at 23:59:59 in %s, 02:59:59 UTC: every office keeps UTC-3 today',
    (office) => {
      expect(iso(endOfOfficeDay(office, '2026-11-30'))).toBe('2026-12-01T02:59:59.000Z');
    },
  );

  it('names each office’s IANA zone', () => {
    expect(officeZone('AR')).toBe('America/Argentina/Buenos_Aires');
    expect(officeZone('BR')).toBe('America/Sao_Paulo');
    expect(officeZone('PY')).toBe('America/Asuncion');
    expect(officeZone('UY')).toBe('America/Montevideo');
  });

  it('follows Asunción’s summer time before 2024: UTC-3 in January, UTC-4 in July', () => {
    expect(iso(endOfOfficeDay('PY', '2024-01-15'))).toBe('2024-01-16T02:59:59.000Z');
    expect(iso(endOfOfficeDay('PY', '2023-07-15'))).toBe('2023-07-16T03:59:59.000Z');
    // Buenos Aires kept UTC-3 all along.
    expect(iso(endOfOfficeDay('AR', '2023-07-15'))).toBe('2023-07-16T02:59:59.000Z');
  });

  it('reads an hour and minute on the office’s clock: an inspection at 09:30', () => {
    expect(iso(officeInstant('BR', '2030-05-12', '09:30'))).toBe('2030-05-12T12:30:00.000Z');
    expect(iso(officeInstant('PY', '2023-07-15', '09:30'))).toBe('2023-07-15T13:30:00.000Z');
    expect(iso(officeInstant('UY', '2030-05-12'))).toBe('2030-05-12T03:00:00.000Z');
  });

  it('reads an instant back as the office’s date and time', () => {
    // 03:30 UTC on 16 July 2023: 00:30 in São Paulo, still 23:30 on 15 July in Asunción.
    const at = new Date('2023-07-16T03:30:00Z');
    expect(officeNow('BR', at)).toEqual({ date: '2023-07-16', time: '00:30' });
    expect(officeNow('PY', at)).toEqual({ date: '2023-07-15', time: '23:30' });
    expect(officeDay(at.toISOString(), 'PY')).toBe('2023-07-15');
    expect(officeDay(iso(endOfOfficeDay('PY', '2023-07-15')), 'PY')).toBe('2023-07-15');
  });

  it('does not depend on the zone the server runs in', () => {
    const own = process.env.TZ;
    try {
      for (const zone of ['Asia/Tokyo', 'America/Los_Angeles', 'UTC']) {
        process.env.TZ = zone;
        expect(iso(endOfOfficeDay('PY', '2023-07-15'))).toBe('2023-07-16T03:59:59.000Z');
        expect(officeNow('BR', new Date('2026-12-01T02:30:00Z'))).toEqual({
          date: '2026-11-30',
          time: '23:30',
        });
      }
    } finally {
      if (own === undefined) delete process.env.TZ;
      else process.env.TZ = own;
    }
  });

  it('cuts the reports’ months on the offices’ shared calendar', () => {
    expect(sharedCalendarMonth(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11');
    const december = sharedCalendarMonthBounds('2026-12');
    expect([iso(december.from), iso(december.to)]).toEqual([
      '2026-12-01T03:00:00.000Z',
      '2027-01-01T03:00:00.000Z',
    ]);
  });
});
