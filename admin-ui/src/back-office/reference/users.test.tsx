/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { ResourceContextProvider, type DataProvider } from 'react-admin';
import { SUPPORTED_LOCALES, type Locale } from '@claims/domain';
import { LANGUAGE_NAMES } from '../shared/choices';
import { Console, recordingDataProvider } from '../../../test/component-harness';
import users from './users';

function renderNewUser(locale: Locale) {
  const { provider } = recordingDataProvider();
  const dataProvider = { ...provider, getList: async () => ({ data: [], total: 0 }) } as DataProvider;
  render(
    <Console role="MASTER" dataProvider={dataProvider} locale={locale}>
      <ResourceContextProvider value="users">
        <users.create />
      </ResourceContextProvider>
    </Console>,
  );
}

describe('a new user in the console', () => {
  it.each(SUPPORTED_LOCALES)(
    'starts in the language of the %s screen that registers them',
    async (locale) => {
      renderNewUser(locale);
      const language = await screen.findByRole('combobox', { name: /idioma|language/i });
      expect(language.textContent).toBe(LANGUAGE_NAMES[locale]);
    },
  );
});
