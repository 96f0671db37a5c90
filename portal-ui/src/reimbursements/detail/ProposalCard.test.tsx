/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@claims/domain/i18n/locales';
import { translate } from '@claims/domain/i18n/translate';
import { fakeApi, refusal, renderScreen, type Answer } from '../../testing/render-screen';
import { errorOf } from '../../testing/screen-text';
import { ProposalCard } from './ProposalCard';
import type { Proposal, RequestDetail } from './request-detail';

const REQUEST = '8b3e4f21-6c5a-4f9b-9d3c-4e0f3a2b7c01';

/** An offer of the thread: by default the team's open proposal of 9.000,00 BRL. */
function offer(changes: Partial<Proposal>): Proposal {
  return {
    version: 1,
    kind: 'PROPOSAL',
    value: '9000.00',
    currency: 'BRL',
    quotation: null,
    amountBrl: null,
    message: 'Propuesta de acuerdo',
    attachmentFileId: null,
    proposedBy: null,
    proposedAt: '2026-11-20T13:00:00Z',
    status: 'OPEN',
    proposedByName: null,
    answeredBy: null,
    answeredByName: null,
    answerMessage: null,
    approvedBy: null,
    approvedAt: null,
    expiresAt: '2026-12-20T13:00:00Z',
    answeredAt: null,
    ...changes,
  };
}

/** A request whose team proposed an agreement in `currency`, waiting for the customer's answer. */
function awaitingAnswer(currency: string): RequestDetail {
  const proposal = offer({ value: currency === 'PYG' ? '9000000' : '9000.00', currency });
  return { id: REQUEST, proposals: [proposal] } as unknown as RequestDetail;
}

function renderCard(
  locale: Locale,
  currency: string,
  action: Answer = () => [200, awaitingAnswer(currency)],
) {
  const calls = fakeApi((call) =>
    call.path.startsWith(`/api/reimbursements/${REQUEST}/actions/`) ? action(call) : undefined,
  );
  const shown = renderScreen(<ProposalCard request={awaitingAnswer(currency)} canAnswer viewerId={null} />, {
    locale,
  });
  // The label says the currency the amount is typed in.
  const value = screen.getByLabelText(
    `${translate(locale, 'portal.detail.counterofferValue')} (${currency})`,
  );
  const send = screen.getByRole('button', {
    name: translate(locale, 'portal.detail.sendCounteroffer'),
  }) as HTMLButtonElement;
  return { calls, value, send, ...shown };
}

describe.each(['pt-BR', 'es'] as const)('the counteroffer in %s', (locale) => {
  // In dollars too: the message names the proposal's currency, never the real.
  it.each(['BRL', 'USD'])(
    'names an amount in %s with more decimals than it has, by the domain money rule',
    async (currency) => {
      const user = userEvent.setup();
      const { value, send } = renderCard(locale, currency);
      await user.type(value, '11.000,555');
      await waitFor(() =>
        expect(errorOf(value)).toBe(
          translate(locale, 'validation.money.tooManyDecimals', { currency, decimals: 2 }),
        ),
      );
      expect(send.disabled).toBe(true);
      await user.type(value, '{Backspace}');
      await waitFor(() => expect(errorOf(value)).toBeUndefined());
      expect(send.disabled).toBe(false);
    },
  );
});

describe.each(['pt-BR', 'es'] as const)('a counteroffer with letters in it, in %s', (locale) => {
  it.each(['34 mil', '32.000,OO', '1.25O,50'])(
    'keeps "%s" as typed, says the amount is invalid and cannot be sent',
    async (typed) => {
      const user = userEvent.setup();
      const { value, send } = renderCard(locale, 'BRL');
      await user.type(value, typed);
      await user.tab();
      expect((value as HTMLInputElement).value).toBe(typed);
      await waitFor(() => expect(errorOf(value)).toBe(translate(locale, 'validation.money.invalid')));
      expect(send.disabled).toBe(true);
    },
  );
});

describe('a counteroffer in guaraníes, in Spanish', () => {
  it('has no cents, and is sent as the schema reads it once confirmed', async () => {
    const user = userEvent.setup();
    const { value, send, calls } = renderCard('es', 'PYG');
    await user.type(value, '10.500.000,5');
    await waitFor(() =>
      expect(errorOf(value)).toBe('Los importes en PYG no llevan decimales: escriba el importe entero'),
    );
    await user.clear(value);
    await user.type(value, '10.500.000');
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(`/api/reimbursements/${REQUEST}/actions/counterOffer`),
    );
    expect(calls.at(-1)?.body).toEqual({ value: '10500000', message: '' });
  });

  it("shows the api's 422 on the value it refuses", async () => {
    const message = 'El valor en reales supera el máximo admitido';
    const user = userEvent.setup();
    const { value, send, toasts } = renderCard('es', 'BRL', () => refusal({ value: message }));
    await user.type(value, '11.000,50');
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(errorOf(value)).toBe(message));
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(toasts.map((t) => t.kind)).toEqual(['error']);
  });
});

describe.each([
  ['pt-BR', 'Sim', 'Contraproposta enviada com sucesso'],
  ['en', 'Yes', 'Counteroffer sent successfully'],
  ['es', 'Sí', 'Contraoferta enviada con éxito'],
] as const)('a counteroffer sent in %s', (locale, yes, sent) => {
  it('is confirmed as the counteroffer it is, not as a proposal', async () => {
    const user = userEvent.setup();
    const { value, send, toasts } = renderCard(locale, 'BRL');
    await user.type(value, locale === 'en' ? '11,000.00' : '11.000,00');
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: yes }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', text: sent, title: undefined }]));
  });
});

describe('a counteroffer below the proposal, in Spanish', () => {
  it('is confirmed with both amounts side by side, since it is most often a slip of the keyboard', async () => {
    const user = userEvent.setup();
    const { value, send, calls } = renderCard('es', 'BRL');
    // The proposal is 9.000,00 BRL: 900,00 is one zero short.
    await user.type(value, '900,00');
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(
      'Su contraoferta de 900,00 BRL es menor que la propuesta de 9.000,00 BRL. ¿Enviarla de todos modos?',
    );
    // Declining sends nothing: the amount can be corrected.
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls.filter((c) => c.path.endsWith('/actions/counterOffer'))).toEqual([]);
  });

  it('above the proposal, asks the usual question', async () => {
    const user = userEvent.setup();
    renderCard('es', 'BRL');
    await user.type(screen.getByLabelText('Valor de la contraoferta (BRL)'), '9.500,00');
    await user.click(screen.getByRole('button', { name: 'Enviar contraoferta' }));
    expect(screen.getByRole('dialog').textContent).toContain('¿Enviar la contraoferta de');
  });
});

describe('the agreement thread read by two users of the client company, in Spanish', () => {
  const CARLOS = '5d1f6a3e-2b7c-4c8e-9a1d-3f4e5a6b7c8d';
  const COLLEAGUE = '7e2a1b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
  // The team proposed, Carlos countered, the team answered with a new proposal.
  const thread = {
    id: REQUEST,
    proposals: [
      offer({ version: 1, status: 'COUNTERED', proposedByName: 'Martín Gómez' }),
      offer({
        version: 2,
        kind: 'COUNTEROFFER',
        value: '11000.00',
        status: 'COUNTERED',
        message: 'El daño fue mayor',
        proposedBy: CARLOS,
        proposedByName: 'Carlos Almeida',
      }),
      offer({ version: 3, value: '10000.00', proposedByName: 'Martín Gómez' }),
    ],
  } as unknown as RequestDetail;
  const speakers = () => [...document.querySelectorAll('.speaker')].map((s) => s.textContent);

  it('tells the author of the counteroffer that they made it', () => {
    renderScreen(<ProposalCard request={thread} canAnswer={false} viewerId={CARLOS} />, { locale: 'es' });
    expect(speakers()).toEqual([
      'El equipo de siniestros propuso (Martín Gómez)',
      'Usted hizo una contraoferta',
      'El equipo de siniestros propuso (Martín Gómez)',
    ]);
  });

  it('tells a colleague who made it, by name', () => {
    renderScreen(<ProposalCard request={thread} canAnswer={false} viewerId={COLLEAGUE} />, {
      locale: 'es',
    });
    expect(speakers()[1]).toBe('Carlos Almeida hizo una contraoferta');
    expect(screen.queryByText(/Usted/)).toBeNull();
  });

  it('numbers the proposals and the counteroffers each on its own', () => {
    renderScreen(<ProposalCard request={thread} canAnswer={false} viewerId={COLLEAGUE} />, {
      locale: 'es',
    });
    const numbered = [...document.querySelectorAll('.proposal strong')].map(
      (s) => s.textContent?.split(':')[0],
    );
    expect(numbered).toEqual(['Propuesta #1', 'Contraoferta #1', 'Propuesta #2']);
  });

  it.each([
    ['the client who accepted it', CARLOS, 'Aceptada por usted'],
    ['a colleague', COLLEAGUE, 'Aceptada por Carlos Almeida'],
  ])('tells %s who accepted the proposal', (_reader, viewerId, text) => {
    const accepted = {
      id: REQUEST,
      proposals: [offer({ status: 'ACCEPTED', answeredBy: CARLOS, answeredByName: 'Carlos Almeida' })],
    } as unknown as RequestDetail;
    renderScreen(<ProposalCard request={accepted} canAnswer={false} viewerId={viewerId} />, { locale: 'es' });
    expect(document.querySelector('.proposal .chip')?.textContent).toBe(text);
  });
});
