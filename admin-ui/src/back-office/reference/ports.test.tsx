/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { ResourceContextProvider, type DataProvider } from 'react-admin';
import type { RoleKey } from '@claims/domain';
import { Console, recordingDataProvider } from '../../../test/component-harness';
import ports from './ports';

const santos = { id: 'p1', name: 'Santos', code: 'BRSSZ', city: 'Santos', country: 'BR' };

function renderPorts(role: RoleKey) {
  const { provider } = recordingDataProvider();
  const dataProvider = { ...provider, getList: async () => ({ data: [santos], total: 1 }) } as DataProvider;
  render(
    <Console role={role} dataProvider={dataProvider}>
      <ResourceContextProvider value="ports">
        <ports.list />
      </ResourceContextProvider>
    </Console>,
  );
}

describe('the port list', () => {
  it('lets those who keep reference data create and delete (permissions.ts: referenceData.write)', async () => {
    renderPorts('CLAIMS');
    expect(await screen.findByText('BRSSZ')).toBeTruthy();
    // The country by the name the reader knows, with the code the form asks for.
    expect(screen.getByText('Brasil (BR)')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^novo$/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: /excluir/i })).toBeTruthy();
  });

  it('shows customer service the same ports read-only', async () => {
    renderPorts('CUSTOMER_SERVICE');
    expect(await screen.findByText('BRSSZ')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^novo$/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /excluir/i })).toBeNull();
  });
});
