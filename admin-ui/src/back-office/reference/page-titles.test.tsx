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

// react-admin's own title names the resource's menu entry, a plural: "Nuevo: Usuarios". The edit
// page's title is the same key's sibling, with the record's name react-admin passes.
describe("the reference screens' titles", () => {
  it.each([
    {
      resource: 'users',
      screens: users,
      locale: 'es',
      create: 'Nuevo usuario',
      edit: ['Martina Fernández', 'Usuario Martina Fernández'],
    },
    {
      resource: 'users',
      screens: users,
      locale: 'pt-BR',
      create: 'Novo usuário',
      edit: ['Carlos Almeida', 'Usuário Carlos Almeida'],
    },
    { resource: 'ports', screens: ports, locale: 'en', create: 'New port', edit: ['Santos', 'Port Santos'] },
    {
      resource: 'ports',
      screens: ports,
      locale: 'es',
      create: 'Nuevo puerto',
      edit: ['Santos', 'Puerto Santos'],
    },
    {
      resource: 'sinister-causes',
      screens: sinisterCauses,
      locale: 'es',
      create: 'Nueva causa de siniestro',
      edit: ['Avería', 'Causa de siniestro Avería'],
    },
    {
      resource: 'sinister-causes',
      screens: sinisterCauses,
      locale: 'pt-BR',
      create: 'Nova causa de sinistro',
      edit: ['Avaria', 'Causa de sinistro Avaria'],
    },
  ] as const)(
    '$resource on a $locale screen: "$create", and "$edit.1"',
    async ({ resource, screens, locale, create, edit: [name, edit] }) => {
      renderPage(resource, 'create', screens, locale);
      expect(await screen.findByText(create)).toBeTruthy();
      const i18n = staticI18nProvider(locale);
      expect(i18n.translate(`resources.${resource}.page.edit`, { recordRepresentation: name })).toBe(edit);
    },
  );
});
