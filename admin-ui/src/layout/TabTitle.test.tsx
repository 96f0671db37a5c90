/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { render, waitFor } from '@testing-library/react';
import { ResourceContextProvider, TitlePortal } from 'react-admin';
import { Console } from '../../test/component-harness';
import users from '../back-office/reference/users';
import { TabTitle } from './TabTitle';

// Every console tab read "Consola de Siniestros": tabs and the history list could not tell apart
// a new user's form from a case.
describe("the console's browser tab", () => {
  it.each([
    ['es', 'Nuevo usuario · Consola de Siniestros'],
    ['pt-BR', 'Novo usuário · Console de Sinistros'],
  ] as const)('in %s names the screen it shows, then the console', async (locale, title) => {
    render(
      <Console role="MASTER" locale={locale}>
        <TitlePortal />
        <TabTitle />
        <ResourceContextProvider value="users">
          <users.create />
        </ResourceContextProvider>
      </Console>,
    );
    await waitFor(() => expect(document.title).toBe(title));
  });
});
