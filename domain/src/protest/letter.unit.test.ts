import { DAY_MS, officeNow } from '../office-time';
import { protestDraftSchema, protestLetterSchema } from './letter';

const dayAt = (offsetDays: number) => officeNow('BR', new Date(Date.now() + offsetDays * DAY_MS)).date;

describe('the discharge date of a protest letter', () => {
  const issuesOn = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.filter((i) => i.path.join('.').endsWith('dischargeDate')).map((i) => i.message) ??
    [];

  it('refuses a discharge that has not happened yet, on the field', () => {
    expect(issuesOn(protestLetterSchema.safeParse({ dischargeDate: dayAt(2) }))).toEqual([
      'validation.date.future',
    ]);
    expect(issuesOn(protestDraftSchema.safeParse({ data: { dischargeDate: dayAt(2) } }))).toEqual([
      'validation.date.future',
    ]);
  });

  it('takes today and earlier', () => {
    expect(issuesOn(protestLetterSchema.safeParse({ dischargeDate: dayAt(0) }))).toEqual([]);
    expect(issuesOn(protestLetterSchema.safeParse({ dischargeDate: dayAt(-10) }))).toEqual([]);
  });
});
