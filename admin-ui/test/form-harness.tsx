import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import type { Locale } from '@claims/domain';
import { Console } from './component-harness';

/**
 * A react-admin form around one input, for the inputs' component tests: `submit` clicks Save,
 * `save` also waits for and answers what the form would send to the api, `saved` all it sent.
 */
export function renderInForm(locale: Locale, input: ReactNode, record: Record<string, unknown> = {}) {
  const saved: Record<string, unknown>[] = [];
  render(
    <Console role="CLAIMS" locale={locale}>
      <Form record={record} onSubmit={(values: Record<string, unknown>) => void saved.push(values)}>
        {input}
        <SaveButton alwaysEnable />
      </Form>
    </Console>,
  );
  const submit = async () => {
    await userEvent.click(screen.getByRole('button', { name: /salvar|save|guardar/i }));
  };
  const save = async () => {
    await submit();
    await waitFor(() => expect(saved.length).toBeGreaterThan(0));
    return saved.at(-1)!;
  };
  return { submit, save, saved };
}
