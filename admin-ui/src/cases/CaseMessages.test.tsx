/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { Console, recordingDataProvider } from '../../test/component-harness';
import { consoleMessages } from '../i18n/console-messages';
import { CaseMessages } from './CaseMessages';

const es = consoleMessages('es');

/**
 * A reimbursement's conversation in the console, in Spanish, its api answering each message after
 * `beforeAnswer` (which holds the answer back, as a slow api, or throws, as a lost connection).
 */
function renderConversation(beforeAnswer: () => Promise<void> | void = () => {}) {
  const posted: { text: string; key: string }[] = [];
  const dataProvider = {
    ...recordingDataProvider().provider,
    caseMessages: async () => [],
    postCaseMessage: async (_resource: string, _id: string, text: string, key: string) => {
      posted.push({ text, key });
      await beforeAnswer();
      return { id: `m${posted.length}`, text, author: null, at: '2026-11-24T12:00:00Z', yours: true };
    },
  } as unknown as DataProvider;
  render(
    <Console role="CLAIMS" locale="es" dataProvider={dataProvider}>
      <CaseMessages resource="reimbursements" id="9c4f5a32-7d6b-4a0c-8e4d-5f1a4b3c8d01" />
    </Console>,
  );
  const text = screen.getByLabelText(es['console.messages.placeholder']!) as HTMLTextAreaElement;
  const send = screen.getByRole('button', { name: es['console.messages.send'] }) as HTMLButtonElement;
  return { text, send, posted };
}

describe("a message sent from the console's conversation, in Spanish", () => {
  it('posts one message for a double click, the button off and the text kept until the api answers', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const slow = new Promise<void>((resolve) => (answer = resolve));
    const { text, send, posted } = renderConversation(() => slow);
    await user.type(text, 'La factura llegó, gracias.');
    // Both clicks land before the screen is drawn again.
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(send.disabled).toBe(true));
    expect(text.value).toBe('La factura llegó, gracias.');
    answer();
    await waitFor(() => expect(text.value).toBe(''));
    expect(posted.map((p) => p.text)).toEqual(['La factura llegó, gracias.']);
  });

  it('keeps the text when sending fails, and sends the retry with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    let connected = false;
    const { text, send, posted } = renderConversation(() => {
      if (!connected) throw new Error('Sin conexión');
    });
    await user.type(text, 'La factura llegó, gracias.');
    await user.click(send);
    await screen.findByText('Sin conexión');
    expect(text.value).toBe('La factura llegó, gracias.');

    connected = true;
    await user.click(send);
    await waitFor(() => expect(text.value).toBe(''));
    const [lost, retried] = posted.map((p) => p.key);
    expect(lost).toMatch(/^[\w.:-]{8,128}$/);
    expect(retried).toBe(lost);

    // The next message is one of its own, even in the same words.
    await user.type(text, 'La factura llegó, gracias.');
    await user.click(send);
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]!.key).not.toBe(lost);
  });
});
