/** @jest-environment jsdom */
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@claims/domain/i18n/locales';
import { translate } from '@claims/domain/i18n/translate';
import { useReferenceOptions } from '../reimbursements/wizard/useReferenceOptions';
import { chooseOption } from '../testing/choose-option';
import { fakeApi, renderScreen, type Answer, type ApiCall } from '../testing/render-screen';
import { SearchSelectField } from './bound-fields';
import { SearchSelect } from './SearchSelect';

const ASUNCION = '0a1b2c3d-0000-4000-8000-000000000150';
const port = (n: number) => ({
  id: `0a1b2c3d-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Porto ${String(n).padStart(3, '0')}`,
  code: `BRP${String(n).padStart(2, '0')}`,
});
const asuncion = { id: ASUNCION, name: 'Asunción', code: 'PYASU' };
const ASUNCION_LABEL = 'Asunción (PYASU)';

/** The list's filter as the portal sent it ({} for the first page, {q} for a search, {id} for a read by id). */
const filterOf = (call: ApiCall) =>
  JSON.parse(new URLSearchParams(call.query).get('filter') ?? '{}') as { q?: string; id?: string[] };

/** 150 ports: the first page holds 100 of them, by name; Asunción is the 150th. */
const manyPorts: Answer = (call) => {
  if (call.path === '/api/vessels') return [200, []];
  if (call.path !== '/api/ports') return undefined;
  const filter = filterOf(call);
  if (filter.q) {
    const found = /^asun/i.test(filter.q) ? [asuncion] : [];
    return [200, found, { 'Content-Range': `ports 0-${found.length - 1}/${found.length}` }];
  }
  if (filter.id) return [200, filter.id.includes(ASUNCION) ? [asuncion] : []];
  const page = Array.from({ length: 100 }, (_, i) => port(i + 1));
  return [200, page, { 'Content-Range': 'ports 0-99/150' }];
};

/** Three ports: the first page is the whole list. */
const fewPorts: Answer = (call) => {
  if (call.path === '/api/vessels') return [200, []];
  if (call.path !== '/api/ports') return undefined;
  const rows = [port(1), asuncion, port(2)];
  return [200, rows, { 'Content-Range': 'ports 0-2/3' }];
};

const LABEL = 'Porto de descarga';

/** A form with one port field, as the wizards have, and the value it would file. */
function PortForm({ initial }: { initial: string }) {
  const methods = useForm({ defaultValues: { port: initial } });
  const { ports } = useReferenceOptions({ withClients: false });
  return (
    <FormProvider {...methods}>
      <SearchSelectField name="port" label={LABEL} choices={ports} required />
      <output aria-label="filed">{methods.watch('port')}</output>
      <button type="button">next</button>
    </FormProvider>
  );
}

function open(answer: Answer, { initial = '', locale = 'pt-BR' as Locale } = {}) {
  const calls = fakeApi(answer);
  const { toasts } = renderScreen(<PortForm initial={initial} />, { locale });
  const field = screen.getByLabelText(LABEL) as HTMLInputElement;
  const filed = () => screen.getByLabelText('filed').textContent;
  const searches = () =>
    calls.filter((c) => c.path === '/api/ports' && filterOf(c).q).map((c) => filterOf(c).q);
  return { calls, field, filed, searches, toasts, user: userEvent.setup() };
}

describe('a port chosen among more ports than one page holds', () => {
  it('asks the api for what was typed past two characters, once typing pauses, and files the port picked', async () => {
    const { field, filed, searches, user } = open(manyPorts);
    await user.click(field);
    await screen.findByRole('option', { name: 'Porto 001 (BRP01)' });
    // Two characters narrow the first page; they ask the api nothing, and say how to reach the rest.
    await user.type(field, 'as');
    expect(screen.getByText(translate('pt-BR', 'portal.choice.typeMore', { min: 2 }))).toBeTruthy();
    await user.type(field, 'un');
    await chooseOption(user, field, ASUNCION_LABEL);
    expect(filed()).toBe(ASUNCION);
    expect(field.value).toBe(ASUNCION_LABEL);
    // One search, for the words as they stood when typing paused: not one per keystroke.
    expect(searches()).toEqual(['asun']);
  });

  it('names a port of a saved draft that is not in the first page, read by its id', async () => {
    const { field, calls } = open(manyPorts, { initial: ASUNCION });
    await waitFor(() => expect(field.value).toBe(ASUNCION_LABEL));
    expect(calls.some((c) => filterOf(c).id?.includes(ASUNCION))).toBe(true);
  });

  it.each([
    ['pt-BR', 'Buscando…', 'Nenhuma opção com "xyz"'],
    ['en', 'Searching…', 'No option matches "xyz"'],
    ['es', 'Buscando…', 'Ninguna opción con "xyz"'],
  ] as const)(
    'says in %s that it is searching, then that nothing matches',
    async (locale, searching, none) => {
      let answer: (() => void) | undefined;
      const held = new Promise<void>((resolve) => (answer = resolve));
      const { field, user } = open(
        async (call) => {
          if (call.path === '/api/ports' && filterOf(call).q) await held;
          return manyPorts(call);
        },
        { locale },
      );
      await user.type(field, 'xyz');
      await screen.findByText(searching);
      answer!();
      await screen.findByText(none);
      expect(screen.queryByRole('option')).toBeNull();
    },
  );

  it('says in a toast that the search failed', async () => {
    const { field, user, toasts } = open((call) =>
      call.path === '/api/ports' && filterOf(call).q
        ? [500, { error: { code: 'INTERNAL', message: 'boom' } }]
        : manyPorts(call),
    );
    await user.type(field, 'asun');
    await screen.findByText(translate('pt-BR', 'portal.choice.failed'));
    await waitFor(() => expect(toasts.map((t) => t.kind)).toContain('error'));
  });
});

describe('a port chosen with the keyboard', () => {
  it('opens with the arrow, moves through the options, and Enter picks one', async () => {
    const { field, filed, user } = open(fewPorts);
    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(field);
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('false'));
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: `Opções de ${LABEL}` });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Porto 001 (BRP01)', ASUNCION_LABEL, 'Porto 002 (BRP02)']);
    await user.keyboard('{ArrowDown}');
    // The field says which option the arrows are on.
    const active = document.getElementById(field.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toBe(ASUNCION_LABEL);
    await user.keyboard('{Enter}');
    expect(filed()).toBe(ASUNCION);
    expect(field.value).toBe(ASUNCION_LABEL);
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('narrows a whole list as one types, accents aside, and Tab keeps the option typed towards', async () => {
    const { field, filed, user, searches } = open(fewPorts);
    await user.click(field);
    await user.keyboard('asuncion');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([ASUNCION_LABEL]);
    await user.tab();
    expect(filed()).toBe(ASUNCION);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'next' }));
    // The whole list was read: nothing to ask the api.
    expect(searches()).toEqual([]);
  });

  it('Escape closes the list and gives back the chosen name, the choice unchanged', async () => {
    const { field, filed, user } = open(fewPorts, { initial: ASUNCION });
    await waitFor(() => expect(field.value).toBe(ASUNCION_LABEL));
    await user.click(field);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.type(field, 'por');
    await user.keyboard('{Escape}');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.value).toBe(ASUNCION_LABEL);
    expect(filed()).toBe(ASUNCION);
  });
});

describe('a port chosen, then let go', () => {
  it('is emptied by picking it again from the whole list, as by the clear button', async () => {
    const { field, filed, user } = open(fewPorts, { initial: ASUNCION });
    await waitFor(() => expect(field.value).toBe(ASUNCION_LABEL));
    await chooseOption(user, field, ASUNCION_LABEL);
    expect(filed()).toBe('');
    expect(field.value).toBe('');
    await chooseOption(user, field, 'Porto 002 (BRP02)');
    expect(filed()).toBe('0a1b2c3d-0000-4000-8000-000000000002');
    await user.click(screen.getByTitle(`Limpar ${LABEL}`));
    expect(filed()).toBe('');
  });
});

/** The field alone, its choice kept by the screen, and what it tells the screen. */
function SpiedPort({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const { ports } = useReferenceOptions({ withClients: false });
  return (
    <>
      <SearchSelect
        label={LABEL}
        value={value}
        choices={ports}
        onChange={(v) => {
          onChange(v);
          setValue(v);
        }}
      />
      <button type="button">next</button>
    </>
  );
}

describe('a chosen port emptied with the keyboard', () => {
  /** Asunción chosen, then its name selected and erased as a keyboard user does. */
  async function emptied() {
    fakeApi(fewPorts);
    const onChange = jest.fn();
    renderScreen(<SpiedPort initial={ASUNCION} onChange={onChange} />);
    const field = screen.getByLabelText(LABEL) as HTMLInputElement;
    const user = userEvent.setup();
    await waitFor(() => expect(field.value).toBe(ASUNCION_LABEL));
    await user.click(field);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(field.value).toBe('');
    return { field, onChange, user };
  }

  it('highlights no option in the list it opens', async () => {
    const { field } = await emptied();
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('Tab leaves the field with no port rather than the first one', async () => {
    const { field, onChange, user } = await emptied();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'next' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('');
    expect(field.value).toBe('');
  });

  it('Tab still picks the option the arrows moved to', async () => {
    const { field, onChange, user } = await emptied();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('0a1b2c3d-0000-4000-8000-000000000002');
    expect(field.value).toBe('Porto 002 (BRP02)');
  });

  it('Tab still picks the option typed towards, or the arrows moved to among its matches', async () => {
    const { field, onChange, user } = await emptied();
    await user.keyboard('porto{ArrowDown}');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('0a1b2c3d-0000-4000-8000-000000000002');
    expect(field.value).toBe('Porto 002 (BRP02)');
  });
});

describe('the clear button', () => {
  it.each([
    ['pt-BR', 'Limpar'],
    ['en', 'Clear'],
    ['es', 'Borrar'],
  ] as const)(
    'is named in %s, empties the choice and gives the focus to the field',
    async (locale, clear) => {
      const { field, filed, user } = open(fewPorts, { initial: ASUNCION, locale });
      await waitFor(() => expect(field.value).toBe(ASUNCION_LABEL));
      await user.click(screen.getByRole('button', { name: `${clear} ${LABEL}` }));
      expect(filed()).toBe('');
      expect(field.value).toBe('');
      expect(document.activeElement).toBe(field);
    },
  );
});
