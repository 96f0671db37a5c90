import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import type { Locale, RoleKey } from '@claims/domain';
import { ReimbursementActions } from '../src/reimbursements/actions/ReimbursementActions';
import type { ReimbursementDetail } from '../src/reimbursements/types';
import { Console, recordingDataProvider } from './component-harness';

/**
 * For the component tests of a reimbursement request's action buttons and their dialogs.
 * The buttons over `record` as a member of `role` sees them, in `locale`; `onDetailPage` also puts
 * the case around them as the page's record, as the detail page does. Answers the user, the
 * commands the buttons sent, and the rendered container.
 */
export function renderActions(
  record: ReimbursementDetail,
  {
    role = 'CLAIMS',
    locale,
    onDetailPage = false,
  }: { role?: RoleKey; locale?: Locale; onDetailPage?: boolean } = {},
) {
  const user = userEvent.setup();
  const { provider, commands } = recordingDataProvider();
  const actions = <ReimbursementActions record={record} />;
  const { container } = render(
    <Console role={role} dataProvider={provider} locale={locale}>
      {onDetailPage ? <RecordContextProvider value={record}>{actions}</RecordContextProvider> : actions}
    </Console>,
  );
  return { user, commands, container };
}

/** The buttons as `renderActions` puts them, with the dialog of the one named `button` open. */
export async function openActionDialog(
  record: ReimbursementDetail,
  button: string,
  options?: Parameters<typeof renderActions>[1],
) {
  const { user, commands } = renderActions(record, options);
  await user.click(await screen.findByRole('button', { name: button }));
  return { user, commands, dialog: await screen.findByRole('dialog') };
}

/** The labels of a dialog's fields as a reader sees them, required marks included ("Valor *"). */
export const dialogLabels = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('label')).map((l) => l.textContent?.replace(/\s+/g, ' ').trim());

/**
 * Confirms the open dialog and waits for the command it sends: the `count`th of the test's commands,
 * which it answers for the test to check.
 */
export async function confirmedCommand(
  { user, dialog, commands }: { user: UserEvent; dialog: HTMLElement; commands: unknown[] },
  count = 1,
) {
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(commands).toHaveLength(count));
  return commands[count - 1];
}
