/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { ResourceContextProvider, type DataProvider } from 'react-admin';
import { Console, recordingDataProvider } from '../../../test/component-harness';
import sinisterCauses from './sinister-causes';

// A cause added by staff after the 23 seeded ones is numbered from 1001.
const added = { id: 'c1', code: 1001, key: 'HAIL', name: 'Granizo', active: true };

describe('the sinister-cause list', () => {
  it('shows a code as stored (1001), not grouped as a quantity (1.001)', async () => {
    const { provider } = recordingDataProvider();
    const dataProvider = { ...provider, getList: async () => ({ data: [added], total: 1 }) } as DataProvider;
    render(
      <Console role="CLAIMS" dataProvider={dataProvider}>
        <ResourceContextProvider value="sinister-causes">
          <sinisterCauses.list />
        </ResourceContextProvider>
      </Console>,
    );
    expect(await screen.findByText('Granizo')).toBeTruthy();
    expect(screen.getByText('1001')).toBeTruthy();
    expect(screen.queryByText('1.001')).toBeNull();
  });
});
