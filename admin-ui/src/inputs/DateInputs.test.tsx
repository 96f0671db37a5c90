/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import type { Locale } from '@claims/domain';
import { Console } from '../../test/component-harness';
import { DateInput, TimeInput } from './DateInputs';

/** A react-admin form with one picker input; `save` answers what the form would send. */
async function renderForm(locale: Locale, input: React.ReactNode, record: Record<string, unknown> = {}) {
  const saved: Record<string, unknown>[] = [];
  render(
    <Console role="CLAIMS" locale={locale}>
      <Form record={record} onSubmit={(values: Record<string, unknown>) => void saved.push(values)}>
        {input}
        <SaveButton alwaysEnable />
      </Form>
    </Console>,
  );
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
  const submit = async () => {
    await userEvent.click(screen.getByRole('button', { name: /salvar|save|guardar/i }));
  };
  const save = async () => {
    await submit();
    await waitFor(() => expect(saved.length).toBeGreaterThan(0));
    return saved.at(-1)!;
  };
  return { shown, type, save, submit, saved };
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

  it('refuses a day that does not exist, by name, and sends nothing', async () => {
    const form = await renderForm('pt-BR', <DateInput source="expectedDate" label="Data prevista" />);
    await form.type('31022026');
    await form.submit();
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(form.saved).toHaveLength(0);
  });
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
