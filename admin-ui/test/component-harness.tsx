import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  AdminContext,
  Notification,
  memoryStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import { interpolate, type Locale, type RoleKey } from '@claims/domain';
import { consoleMessages } from '../src/i18n/console-messages';

/** The console's catalogue without i18next's async start: what component tests render with. */
export function staticI18nProvider(locale: Locale = 'pt-BR'): I18nProvider {
  const messages = consoleMessages(locale);
  return {
    translate: (key: string, options: Record<string, unknown> = {}) => {
      // i18next chooses the plural form by `count`; react-admin's own texts pass `smart_count`.
      const count = (options.count ?? options.smart_count) as number | undefined;
      const plural = count === undefined ? undefined : messages[`${key}_${count === 1 ? 'one' : 'other'}`];
      const text = plural ?? messages[key] ?? (options._ as string | undefined) ?? key;
      return interpolate(text, options as Record<string, string | number>);
    },
    changeLocale: async () => undefined,
    getLocale: () => locale,
  };
}

export function authAs(role: RoleKey | undefined, team?: string): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => (role ? { role, team } : undefined),
    getIdentity: async () => ({ id: 'me', fullName: 'Test User' }),
  };
}

/** A data provider that answers empty lists and records, and remembers the commands it was sent. */
export function recordingDataProvider() {
  const commands: { resource: string; id: unknown; action: string; payload: unknown }[] = [];
  const empty = async () => ({ data: [], total: 0 });
  const provider = {
    getList: empty,
    getMany: async () => ({ data: [] }),
    getManyReference: empty,
    getOne: async (_r: string, { id }: { id: unknown }) => ({ data: { id } }),
    create: async () => ({ data: { id: 'x' } }),
    update: async (_r: string, { data }: { data: unknown }) => ({ data }),
    updateMany: async () => ({ data: [] }),
    delete: async () => ({ data: { id: 'x' } }),
    deleteMany: async () => ({ data: [] }),
    uploadCaseFile: async (resource: string, id: unknown, file: File, documentType: string) => {
      commands.push({ resource, id, action: 'upload', payload: { name: file.name, documentType } });
      return { id: '00000000-0000-4000-8000-00000000f11e', name: file.name };
    },
    caseAction: async (resource: string, id: unknown, action: string, payload: unknown) => {
      commands.push({ resource, id, action, payload });
      return { data: { id } };
    },
  } as unknown as DataProvider;
  return { provider, commands };
}

export function Console({
  children,
  role,
  dataProvider = recordingDataProvider().provider,
  locale = 'pt-BR',
}: {
  children: ReactNode;
  role: RoleKey | undefined;
  dataProvider?: DataProvider;
  locale?: Locale;
}) {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authAs(role)}
      i18nProvider={staticI18nProvider(locale)}
      store={memoryStore()}
    >
      {children}
      <Notification />
    </AdminContext>
  );
}

/** A piece of the console as an analyst (CLAIMS) reads it, in `locale`. */
export function renderForAnalyst(node: ReactNode, locale: Locale = 'pt-BR') {
  return render(
    <Console role="CLAIMS" locale={locale}>
      {node}
    </Console>,
  );
}
