import { issueMessage } from '../validators/issues';
import { protestActionInputSchema } from './action-inputs';

const NOW = new Date('2026-11-24T12:00:00Z');
const messages = (action: Parameters<typeof protestActionInputSchema>[0], body: unknown) => {
  const parsed = protestActionInputSchema(action, 'AR', NOW).safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), issueMessage(i).key]));
};

describe('what a person sends about an inspection', () => {
  it('a result not chosen is named as required (SPEC §5), a result of no kind as a wrong option', () => {
    const body = { observation: 'Puerta abollada', analysisStatement: 'Daño en la descarga' };
    expect(messages('recordInspectionResult', body)).toEqual({ result: 'validation.required' });
    expect(messages('recordInspectionResult', { ...body, result: 'MAYBE' })).toEqual({
      result: 'validation.invalidOption',
    });
  });

  it('a day already past at the office is named even while the rest of the request is missing', () => {
    expect(messages('requestInspection', { date: '2026-11-23' })).toMatchObject({
      date: 'validation.date.past',
      name: 'validation.required',
    });
    expect(messages('requestInspection', { date: '2026-11-25' })).not.toHaveProperty('date');
  });

  it('refuses an hour already past today on the letter office’s clock, on the hour, naming the zone', () => {
    // 12:00 UTC is 09:00 in Buenos Aires and in São Paulo.
    const issues = (office: 'AR' | 'BR', hour: string) =>
      protestActionInputSchema('scheduleInspection', office, NOW).safeParse({
        inspectorId: '7a2d3e10-5b4f-4e8a-8c2b-3d9e2f1a6b01',
        date: '2026-11-24',
        hour,
      }).error?.issues ?? [];
    expect(issues('AR', '08:59')).toMatchObject([
      { path: ['hour'], message: 'validation.date.pastHour', params: { now: '09:00', zone: 'Buenos Aires' } },
    ]);
    expect(issues('BR', '07:00')).toMatchObject([{ path: ['hour'], params: { zone: 'São Paulo' } }]);
    expect(issues('AR', '09:00')).toEqual([]);
  });

  it('reads the site contact’s telephone as a number of the letter office’s country, with its example', () => {
    const at = (office: 'AR' | 'PY', telephone: string) =>
      protestActionInputSchema('requestInspection', office, NOW).safeParse({
        date: '2026-11-30',
        hour: '09:30',
        name: 'Carlos Núñez',
        contact: 'Depósito fiscal',
        telephone,
        address: 'Ruta 9 km 84, Zárate',
        email: 'carlos@deposito.example.com',
      });
    expect(at('AR', '11 4567 8901').data?.telephone).toBe('+54 11 4567 8901');
    expect(at('PY', '0981 123 456').data?.telephone).toBe('+595 981 123456');
    expect(at('AR', '4567').error?.issues[0]).toMatchObject({
      path: ['telephone'],
      params: { example: '+54 9 11 2345-6789' },
    });
  });
});
