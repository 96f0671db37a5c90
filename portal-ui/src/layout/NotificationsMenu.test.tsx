/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderScreen } from '../testing/render-screen';
import { NotificationsMenu } from './NotificationsMenu';

/** Ten unread on the first page of a customer with fourteen unread notifications. */
const page = Array.from({ length: 10 }, (_, i) => ({
  id: `6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5c${String(i).padStart(2, '0')}`,
  kind: 'DOCUMENTS_REQUESTED_CUSTOMER',
  title: `Documentos solicitados ${i}`,
  link: null,
  read: false,
  createdAt: '2026-11-24T10:00:00.000Z',
}));

describe('the notifications bell of the portal', () => {
  it('counts every unread notification, and marks them all read at once', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/api/notifications/unread-count') return [200, { count: 14 }];
      if (call.path === '/api/notifications/read-all') return [200, { updated: 14 }];
      if (call.path === '/api/notifications') return [200, page];
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen(<NotificationsMenu />);
    // Not capped at the ten the list shows.
    const bell = await screen.findByRole('button', { name: 'Notificações (14)' });
    await user.click(bell);
    await user.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notificações' })).toBeTruthy());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/read-all')).toBe(true);
  });
});

describe('the messages envelope beside the bell', () => {
  it('counts only unread case messages, not the bell’s notifications, and scrolls a long list inside its panel', async () => {
    fakeApi((call) => {
      if (call.path === '/api/notifications/unread-count') return [200, { count: 14 }];
      // The messages list asks with kind=CASE_MESSAGE: none.
      if (call.path === '/api/notifications' && call.query.includes('CASE_MESSAGE')) return [200, []];
      if (call.path === '/api/notifications') return [200, page];
      return undefined;
    });
    renderScreen(
      <>
        <NotificationsMenu />
        <NotificationsMenu messages />
      </>,
    );
    await screen.findByRole('button', { name: 'Notificações (14)' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mensagens' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Mensagens \(/ })).toBeNull();
    const css = readFileSync(join(__dirname, '../styles.css'), 'utf8');
    expect(css).toMatch(/\.dropdown-panel \{[^}]*max-height:[^}]*overflow-y: auto/);
  });
});

describe('a notification in the bell', () => {
  const proposal = (id: string, read: boolean) => ({
    id: `6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5d${id}`,
    kind: 'PROPOSAL_SENT',
    title: `Nueva propuesta en RR-2026-0000${id}`,
    link: null,
    read,
    createdAt: '2026-11-24T10:00:00.000Z',
  });

  it('keeps a case reference on one line, and tells unread from read to the eye and to a screen reader', async () => {
    fakeApi((call) => {
      if (call.path === '/api/notifications/unread-count') return [200, { count: 1 }];
      if (call.path === '/api/notifications') return [200, [proposal('09', false), proposal('08', true)]];
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen(<NotificationsMenu />, { locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones (1)' }));
    const reference = screen.getByText('RR-2026-000009');
    expect(reference.classList.contains('case-reference')).toBe(true);
    // The stylesheet keeps the reference whole (white-space: nowrap), not only the class.
    const css = readFileSync(join(__dirname, '../styles.css'), 'utf8');
    expect(css).toMatch(/\.case-reference\s*\{[^}]*white-space:\s*nowrap/);

    const unread = reference.closest('li')!;
    const read = screen.getByText('RR-2026-000008').closest('li')!;
    expect(unread.querySelector('.unread-dot')).toBeTruthy();
    expect(read.querySelector('.unread-dot')).toBeNull();
    expect(unread.textContent).toContain('(no leída)');
    expect(read.textContent).not.toContain('no leída');
  });
});
