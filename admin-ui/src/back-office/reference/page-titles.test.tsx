/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { ResourceContextProvider, TitlePortal } from 'react-admin';
import type { Locale } from '@claims/domain';
import { Console, staticI18nProvider } from '../../../test/component-harness';
import users from './users';
import ports from './ports';
import sinisterCauses from './sinister-causes';

type Screens = { create: ComponentType; edit: ComponentType };

/** A reference screen with the app bar's title slot, as the console's layout holds it. */
function renderPage(resource: string, page: 'create' | 'edit', screens: Screens, locale: Locale) {
  const Page = screens[page];
  render(
    <Console role="MASTER" locale={locale}>
      <TitlePortal />
      <ResourceContextProvider value={resource}>
        <Page />
      </ResourceContextProvider>
    </Console>,
  );
}

// react-admin's own title names the resource's menu entry, a plural: "Nuevo: Usuarios".
describe("the reference screens' titles", () => {
  it.each([
    ['users', 'es', 'Nuevo usuario', users],
    ['users', 'pt-BR', 'Novo usuário', users],
    ['ports', 'en', 'New port', ports],
    ['sinister-causes', 'es', 'Nueva causa de siniestro', sinisterCauses],
    ['sinister-causes', 'pt-BR', 'Nova causa de sinistro', sinisterCauses],
  ] as const)('a new record of %s on a %s screen reads "%s"', async (resource, locale, title, screens) => {
    renderPage(resource, 'create', screens, locale as Locale);
    expect(await screen.findByText(title)).toBeTruthy();
  });

  // The edit page's title is the same key's sibling, with the record's name react-admin passes.
  it.each([
    ['es', 'ports', 'Santos', 'Puerto Santos'],
    ['pt-BR', 'users', 'Carlos Almeida', 'Usuário Carlos Almeida'],
    ['en', 'customs-brokers', 'Aduanas Sur', 'Customs broker Aduanas Sur'],
  ] as const)(
    'an edited record on a %s screen is named in the singular: %s',
    (locale, resource, name, title) => {
      const i18n = staticI18nProvider(locale);
      expect(i18n.translate(`resources.${resource}.page.edit`, { recordRepresentation: name })).toBe(title);
    },
  );
});
