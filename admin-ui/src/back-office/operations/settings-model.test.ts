import { daysToMs, msToDays, settingsChanges, settingsValidators } from './settings-model';
import { storedSettings } from '../../../test/settings-fixtures';

describe('settingsChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(settingsChanges(storedSettings, structuredClone(storedSettings))).toEqual({});
  });

  it('sends only the changed values, per office', () => {
    const edited = structuredClone(storedSettings);
    edited.offices.BR.noticeDays = 12;
    edited.offices.AR.reimbursementTimers.proposalExpiryMs = 20 * 86_400_000;
    edited.carrierNotice.email = 'claims@carrier.example.com';
    expect(settingsChanges(storedSettings, edited)).toEqual({
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
