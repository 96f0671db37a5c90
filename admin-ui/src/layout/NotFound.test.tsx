/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { DefaultTitleContextProvider, NotFound, TitlePortal } from 'react-admin';
import { SUPPORTED_LOCALES } from '@claims/domain';
import { Console } from '../../test/component-harness';
import { ConsoleTitle } from './ConsoleTitle';

// react-admin's page writes the catalogue's sentence and then a period of its own.
describe('the console’s not-found page', () => {
  it.each(SUPPORTED_LOCALES)('in %s ends its explanation with one period, not two', async (locale) => {
    render(
      <Console role="CLAIMS" locale={locale}>
        <NotFound />
      </Console>,
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    const explanation = heading.nextElementSibling?.textContent ?? '';
    expect(explanation).toMatch(/[^.]\.$/);
  });
});

// The app's default title (App.tsx) is what the app bar shows on a screen without a title of its own.
describe('the console’s not-found page title', () => {
  it.each([
    ['es', 'Consola de Siniestros'],
    ['pt-BR', 'Console de Sinistros'],
    ['en', 'Claims Console'],
  ] as const)('in %s is the console’s name in that language', async (locale, title) => {
    render(
      <Console role="CLAIMS" locale={locale}>
        <DefaultTitleContextProvider value={<ConsoleTitle />}>
          <TitlePortal />
          <NotFound />
        </DefaultTitleContextProvider>
      </Console>,
    );
    await screen.findByRole('heading', { level: 1 });
    expect((await screen.findByText(title)).closest('#react-admin-title')).not.toBeNull();
  });
});
