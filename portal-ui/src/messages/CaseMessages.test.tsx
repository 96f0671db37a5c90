/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_MESSAGE_MAX_LENGTH } from '@claims/domain/case-messages';
import { translate } from '@claims/domain/i18n/translate';
import { fakeApi, renderScreen } from '../testing/render-screen';
import { errorOf } from '../testing/screen-text';
import { CaseMessages } from './CaseMessages';

const PATH = '/api/reimbursements/9c4f5a32-7d6b-4a0c-8e4d-5f1a4b3c8d01/messages';

function renderConversation() {
  const calls = fakeApi((call) => {
    if (call.path !== PATH) return undefined;
    if (call.method === 'GET') return [200, []];
    const { text } = call.body as { text: string };
    return [
      201,
      {
        id: '9c4f5a32-7d6b-4a0c-8e4d-5f1a4b3c8d02',
        text,
        author: null,
        at: '2026-11-24T12:00:00Z',
        yours: true,
      },
    ];
  });
  const shown = renderScreen(<CaseMessages path={PATH} canWrite />, { locale: 'es' });
  const text = screen.getByLabelText('Mensaje');
  const send = screen.getByRole('button', { name: translate('es', 'portal.detail.send') });
  const posted = () => calls.filter((c) => c.method === 'POST');
  return { text, send, posted, ...shown };
}

describe('the conversation on a case, in Spanish', () => {
  it('ignores a text of blanks without a word (SPEC §5), and sends a message trimmed', async () => {
    const user = userEvent.setup();
    const { text, send, posted, toasts } = renderConversation();
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(text, '   ');
    // Only blanks: still nothing to send, and the button says so by being off.
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(send);
    expect(posted()).toEqual([]);
    expect(text.closest('.field')?.querySelector('.field-error')).toBeNull();
    await user.clear(text);
    await user.type(text, '  ¿Cuándo llega la propuesta?  ');
    await user.click(send);
    await screen.findByText('¿Cuándo llega la propuesta?');
    expect(posted().map((c) => c.body)).toEqual([{ text: '¿Cuándo llega la propuesta?' }]);
    expect(toasts).toContainEqual({
      kind: 'success',
      text: translate('es', 'success.commentSent'),
      title: undefined,
    });
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(''));
  });

  it('names a text longer than the api takes on its field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { text, send, posted } = renderConversation();
    await user.click(text);
    await user.paste('a'.repeat(CASE_MESSAGE_MAX_LENGTH + 1));
    await user.click(send);
    await waitFor(() =>
      expect(errorOf(text)).toBe(
        translate('es', 'validation.tooLong', {
          name: translate('es', 'fields.message'),
          max: CASE_MESSAGE_MAX_LENGTH,
        }),
      ),
    );
    expect(posted()).toEqual([]);
  });
});
