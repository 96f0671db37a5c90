/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '../api/query-client';
import { fakeApi } from '../testing/render-screen';
import { useSavedDraft } from './useSavedDraft';

const DRAFTS = '/api/protest-letters/drafts';
const DRAFT = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a04';

/** One portal tab: its cache lives as long as the tab, across the screens opened in it. */
const tab = createQueryClient({ retry: false });
const inTab = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={tab}>{children}</QueryClientProvider>
);

function openWizard() {
  const show = jest.fn();
  const fail = jest.fn();
  const wizard = renderHook(() => useSavedDraft(DRAFTS, DRAFT, show, fail), { wrapper: inTab });
  return { ...wizard, show, fail };
}

describe('a draft opened again in the same tab', () => {
  it('shows what was saved since it was first opened, not what it held then', async () => {
    let merchandise = 'Café em grãos';
    fakeApi((call) =>
      call.path === `${DRAFTS}/${DRAFT}` ? [200, { clientId: 'c', data: { merchandise } }] : undefined,
    );
    const first = openWizard();
    await waitFor(() =>
      expect(first.show).toHaveBeenCalledWith({ clientId: 'c', data: { merchandise } }, DRAFT),
    );
    // Typing saved more; the person leaves the wizard and opens the draft again from the list.
    merchandise = 'Café em grãos, 320 sacas';
    first.unmount();
    // A moment on the drafts list, before opening it again.
    await new Promise((resolve) => setTimeout(resolve, 50));

    const again = openWizard();
    await waitFor(() =>
      expect(again.show).toHaveBeenCalledWith(
        { clientId: 'c', data: { merchandise: 'Café em grãos, 320 sacas' } },
        DRAFT,
      ),
    );
    expect(again.show).toHaveBeenCalledTimes(1);
  });
});
