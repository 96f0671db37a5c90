/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_MESSAGE_MAX_LENGTH } from '@claims/domain/case-messages';
import { translate } from '@claims/domain/i18n/translate';
import { fakeApi, renderScreen } from '../testing/render-screen';
import { errorOf } from '../testing/screen-text';
import { CaseMessages } from './CaseMessages';

const PATH = '/api/reimbursements/9c4f5a32-7d6b-4a0c-8e4d-5f1a4b3c8d01/messages';

/** `beforeAnswer` holds a message's answer back (a slow api) or throws (a lost connection). */
function renderConversation(beforeAnswer: () => Promise<void> | void = () => {}) {
  const calls = fakeApi(async (call) => {
    if (call.path !== PATH) return undefined;
    if (call.method === 'GET') return [200, []];
    await beforeAnswer();
    const { text } = call.body as { text: string };
    return [
      201,
      {
        // Each message kept under its own id.
        id: `9c4f5a32-7d6b-4a0c-8e4d-${String(calls.length).padStart(12, '0')}`,
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

describe('a message sent in Spanish, once', () => {
  it('posts one message for a double click, the button off and the text kept until the api answers', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const slow = new Promise<void>((resolve) => (answer = resolve));
    const { text, send, posted } = renderConversation(() => slow);
    await user.type(text, 'Adjunto la factura.');
    // Both clicks land before the screen is drawn again.
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(true));
    expect((text as HTMLTextAreaElement).value).toBe('Adjunto la factura.');
    answer();
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(''));
    expect(posted().map((c) => c.body)).toEqual([{ text: 'Adjunto la factura.' }]);
  });

  it('keeps the text when sending fails, and sends the retry with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    let connected = false;
    const { text, send, posted, toasts } = renderConversation(() => {
      if (!connected) throw new Error('connection reset');
    });
    await user.type(text, 'Adjunto la factura.');
    await user.click(send);
    await waitFor(() => expect(toasts.map((t) => t.kind)).toEqual(['error']));
    expect((text as HTMLTextAreaElement).value).toBe('Adjunto la factura.');

    connected = true;
    await user.click(send);
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(''));
    const [lost, retried] = posted().map((c) => c.headers['Idempotency-Key']);
    expect(lost).toMatch(/^[\w.:-]{8,128}$/);
    expect(retried).toBe(lost);

    // The next message is one of its own, even in the same words.
    await user.type(text, 'Adjunto la factura.');
    await user.click(send);
    await waitFor(() => expect(posted()).toHaveLength(3));
    expect(posted()[2]!.headers['Idempotency-Key']).not.toBe(lost);
  });
});
