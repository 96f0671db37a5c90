/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@claims/domain';
import { renderInForm } from '../../test/form-harness';
import { DateInput, TimeInput } from './DateInputs';

/** One picker input in a form; `shown` is what it reads, `type` types into its first section. */
async function renderForm(locale: Locale, input: React.ReactNode, record: Record<string, unknown> = {}) {
  const form = renderInForm(locale, input, record);
  const group = await screen.findByRole('group');
  /** What the field reads, as a person sees it: its sections and separators. */
  const shown = () =>
    (group.querySelector('.MuiPickersSectionList-root')?.textContent ?? '').replace(
      /\u200e|\u2066|\u2067|\u2068|\u2069/g,
      '',
    );
  const type = async (keys: string) => {
    await userEvent.click(screen.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard(keys);
  };
  return { ...form, shown, type };
}

describe('the date input', () => {
  it.each(['pt-BR', 'es', 'en'] as const)(
    'in %s reads a day typed 23/11/2026 and stores 2026-11-23',
    async (locale) => {
      const form = await renderForm(locale, <DateInput source="expectedDate" label="Data prevista" />);
      await form.type('23112026');
      expect(form.shown()).toBe('23/11/2026');
      expect((await form.save()).expectedDate).toBe('2026-11-23');
    },
  );

  it('shows the day it holds as dd/mm/aaaa', async () => {
    const filled = await renderForm('pt-BR', <DateInput source="until" label="Até" />, {
      until: '2026-03-05',
    });
    expect(filled.shown()).toBe('05/03/2026');
  });

  it('asks for dd/mm/aaaa in pt-BR when empty', async () => {
    const empty = await renderForm('pt-BR', <DateInput source="until" label="Até" />);
    await userEvent.click(screen.getAllByRole('spinbutton')[0]!);
    expect(empty.shown()).toBe('DD/MM/AAAA');
  });

  it.each([
    ['pt-BR', 'Essa data não existe'],
    ['es', 'Esa fecha no existe'],
    ['en', 'That date does not exist'],
  ] as const)('in %s says at once that 31/02 does not exist, and sends nothing', async (locale, message) => {
    const form = await renderForm(locale, <DateInput source="expectedDate" label="Data prevista" />);
    await form.type('31022026');
    // The year was still taken after the impossible day and month.
    expect(form.shown()).toBe('31/02/2026');
    expect(await screen.findByText(message)).toBeTruthy();
    await form.submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(form.saved).toHaveLength(0);
  });

  it('lets the person correct an impossible day by typing over it, as they would', async () => {
    const form = await renderForm('es', <DateInput source="expectedDate" label="Fecha prevista" />);
    await form.type('3102');
    await userEvent.keyboard('2026');
    expect(form.shown()).toBe('31/02/2026');
    expect(screen.getByText('Esa fecha no existe')).toBeTruthy();
    // Back to the day, typed again: 28/02/2026 exists, and the error goes.
    await userEvent.click(screen.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('28');
    expect(form.shown()).toBe('28/02/2026');
    await waitFor(() => expect(screen.queryByText('Esa fecha no existe')).toBeNull());
    expect((await form.save()).expectedDate).toBe('2026-02-28');
  });

  it.each([
    ['pt-BR', ['Dia', 'Mês', 'Ano'], 'DD/MM/AAAA'],
    ['es', ['Día', 'Mes', 'Año'], 'DD/MM/AAAA'],
    ['en', ['Day', 'Month', 'Year'], 'DD/MM/YYYY'],
  ] as const)(
    'in %s names its sections %j for screen readers and asks for %s',
    async (locale, names, empty) => {
      const form = await renderForm(locale, <DateInput source="until" label="Até" />);
      const sections = screen.getAllByRole('spinbutton');
      expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual([...names]);
      await userEvent.click(sections[0]!);
      expect(form.shown()).toBe(empty);
    },
  );
});

describe('the time input', () => {
  it.each(['pt-BR', 'es', 'en'] as const)('in %s reads 14:30 on a 24-hour clock', async (locale) => {
    const form = await renderForm(locale, <TimeInput source="hour" label="Hora" />);
    await form.type('1430');
    expect(form.shown()).toBe('14:30');
    expect((await form.save()).hour).toBe('14:30');
  });

  it('shows the hour it holds without AM/PM, in English too', async () => {
    const form = await renderForm('en', <TimeInput source="hour" label="Hour" />, { hour: '09:05' });
    expect(form.shown()).toBe('09:05');
  });
});
