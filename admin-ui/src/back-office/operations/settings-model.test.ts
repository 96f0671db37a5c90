import { protest, reimbursement } from '@claims/domain';
import { daysToMs, msToDays, settingsChanges, settingsValidators, type Settings } from './settings-model';

// As GET /api/settings answers: every tunable timer of the office, the defaults here.
const pick = <K extends string>(defaults: Record<K, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, defaults[key]])) as Record<K, number>;
const office = (noticeDays: number) => ({
  noticeDays,
  reimbursementTimers: pick(
    reimbursement.DEFAULT_REIMBURSEMENT_TIMERS,
    reimbursement.REIMBURSEMENT_TIMER_KEYS,
  ),
  protestTimers: pick(protest.DEFAULT_PROTEST_TIMERS, protest.PROTEST_TIMER_KEYS),
});
const loaded: Settings = {
  authorityLimit: '20000.00',
  carrierNotice: { carrier: 'Aliança', email: 'sinistros.alianca@example.com' },
  offices: { AR: office(3), BR: office(10), PY: office(3), UY: office(3) },
};

describe('settingsChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(settingsChanges(loaded, structuredClone(loaded))).toEqual({});
  });

  it('sends only the changed values, per office', () => {
    const edited = structuredClone(loaded);
    edited.offices.BR.noticeDays = 12;
    edited.offices.AR.reimbursementTimers.proposalExpiryMs = 20 * 86_400_000;
    edited.carrierNotice.email = 'claims@carrier.example.com';
    expect(settingsChanges(loaded, edited)).toEqual({
      carrierNotice: { carrier: 'Aliança', email: 'claims@carrier.example.com' },
      offices: { BR: { noticeDays: 12 }, AR: { reimbursementTimers: { proposalExpiryMs: 1_728_000_000 } } },
    });
  });
});

describe('settings form', () => {
  it('shows timers in days and stores milliseconds', () => {
    expect(msToDays(7 * 86_400_000)).toBe('7');
    expect(msToDays(5_000)).toBe('0.0001');
    expect(daysToMs('1.5')).toBe(129_600_000);
    expect(daysToMs('1,2,3')).toBe('1,2,3');
  });

  it('refuses a zero or empty duration, a fractional or out-of-range notice period, a bad limit or e-mail', () => {
    expect(settingsValidators.duration(0)).toBe('backOffice.settings.mustBePositive');
    expect(settingsValidators.duration(null)).toBe('backOffice.settings.mustBePositive');
    expect(settingsValidators.duration(86_400_000)).toBeUndefined();
    expect(settingsValidators.noticeDays(2.5)).toBe('backOffice.settings.mustBeWholeDays');
    expect(settingsValidators.noticeDays(400)).toBe('backOffice.settings.mustBeWholeDays');
    expect(settingsValidators.noticeDays(0)).toBeUndefined();
    expect(settingsValidators.authorityLimit('20.000,00')).toBe('validation.money.invalid');
    expect(settingsValidators.authorityLimit('25000.50')).toBeUndefined();
    expect(settingsValidators.email('not an address')).toBe('validation.invalidEmail');
    expect(settingsValidators.email('a@b.co')).toBeUndefined();
  });
});
