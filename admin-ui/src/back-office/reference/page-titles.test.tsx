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

type Screens = { create: ComponentType };

/** A reference screen's new-record page with the app bar's title slot, as the console's layout holds it. */
function renderCreatePage(resource: string, screens: Screens, locale: Locale) {
  const Page = screens.create;
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
// page's title is the same key's sibling, with the record's name react-admin passes, after a colon:
// a port's name often says "Puerto" itself.
describe("the reference screens' titles", () => {
  const SCREENS: Record<string, Screens> = { users, ports, 'sinister-causes': sinisterCauses };
  it.each([
    ['users', 'es', 'Nuevo usuario', 'Martina Fernández', 'Usuario: Martina Fernández'],
    ['users', 'pt-BR', 'Novo usuário', 'Carlos Almeida', 'Usuário: Carlos Almeida'],
    ['ports', 'en', 'New port', 'Santos', 'Port: Santos'],
    ['ports', 'es', 'Nuevo puerto', 'Puerto de Asunción', 'Puerto: Puerto de Asunción'],
    ['sinister-causes', 'es', 'Nueva causa de siniestro', 'Avería', 'Causa de siniestro: Avería'],
    ['sinister-causes', 'pt-BR', 'Nova causa de sinistro', 'Avaria', 'Causa de sinistro: Avaria'],
  ] as const)('%s on a %s screen: "%s", and for %s "%s"', async (resource, locale, create, name, edit) => {
    renderCreatePage(resource, SCREENS[resource]!, locale);
    expect(await screen.findByText(create)).toBeTruthy();
    const i18n = staticI18nProvider(locale);
    expect(i18n.translate(`resources.${resource}.page.edit`, { recordRepresentation: name })).toBe(edit);
  });
});
