/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, type DataProvider } from 'react-admin';
import { LANGUAGE_NAMES, SUPPORTED_LOCALES, type Locale } from '@claims/domain';
import { Console, recordingDataProvider } from '../../../test/component-harness';
import users from './users';

type Client = { id: string; name: string; country: string };
const DEL_PLATA: Client = { id: 'c-ar', name: 'Exportadora del Plata', country: 'AR' };

function renderNewUser(locale: Locale, clients: Client[] = []) {
  const { provider } = recordingDataProvider();
  const dataProvider = {
    ...provider,
    getList: async (resource: string) =>
      resource === 'clients' ? { data: clients, total: clients.length } : { data: [], total: 0 },
    getMany: async (_resource: string, { ids }: { ids: unknown[] }) => ({
      data: clients.filter((c) => ids.includes(c.id)),
    }),
  } as DataProvider;
  render(
    <Console role="MASTER" dataProvider={dataProvider} locale={locale}>
      <ResourceContextProvider value="users">
        <users.create />
      </ResourceContextProvider>
    </Console>,
  );
}

const languageInput = () => screen.findByRole('combobox', { name: /idioma|language/i });

/** A client operator of `client`, picked by typing the start of its name. */
async function pickOperatorOf(user: ReturnType<typeof userEvent.setup>, client: Client) {
  await user.click(await screen.findByRole('combobox', { name: /perfil/i }));
  await user.click(await screen.findByRole('option', { name: 'Cliente operador' }));
  await user.type(await screen.findByRole('combobox', { name: /cliente/i }), client.name.slice(0, 6));
  await user.click(await screen.findByRole('option', { name: client.name }));
}

describe('a new user in the console', () => {
  it.each(SUPPORTED_LOCALES)(
    'starts in the language of the %s screen that registers them',
    async (locale) => {
      renderNewUser(locale);
      const language = await languageInput();
      expect(language.textContent).toBe(LANGUAGE_NAMES[locale]);
    },
  );

  it('offers the three languages and no blank choice', async () => {
    const user = userEvent.setup();
    renderNewUser('pt-BR');
    await user.click(await languageInput());
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(SUPPORTED_LOCALES.map((locale) => LANGUAGE_NAMES[locale]));
  });

  it("proposes a client operator the language of their company's country", async () => {
    const user = userEvent.setup();
    renderNewUser('pt-BR', [DEL_PLATA]);
    await pickOperatorOf(user, DEL_PLATA);
    expect((await languageInput()).textContent).toBe(LANGUAGE_NAMES.es);
  });

  it('keeps the language the staff member chose before picking the client', async () => {
    const user = userEvent.setup();
    renderNewUser('pt-BR', [DEL_PLATA]);
    await user.click(await languageInput());
    await user.click(await screen.findByRole('option', { name: LANGUAGE_NAMES.en }));
    await pickOperatorOf(user, DEL_PLATA);
    expect((await languageInput()).textContent).toBe(LANGUAGE_NAMES.en);
  });
});
