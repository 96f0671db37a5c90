import { monthLabel } from './DashboardCharts';

describe("the dashboard's months", () => {
  it('names a month as the reader does, never as the raw "2026-11"', () => {
    expect(monthLabel('2026-11', 'pt-BR')).toMatch(/^nov\.? de 2026$/);
    expect(monthLabel('2026-02', 'es')).toMatch(/^feb\.? 2026$/);
    expect(monthLabel('2026-05', 'en')).toBe('May 2026');
    expect(monthLabel('nonsense', 'en')).toBe('nonsense');
  });
});
