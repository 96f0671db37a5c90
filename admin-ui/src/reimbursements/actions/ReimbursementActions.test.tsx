/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import { DOCUMENT_REQUEST_PARTY_KEYS, translate } from '@claims/domain';
import { confirmedCommand, openActionDialog, renderActions } from '../../../test/reimbursement-actions';
import { paymentScheduled, requestUnderAnalysis } from '../../../test/reimbursement-fixtures';
import type { ReimbursementAllowedAction } from '@claims/contract';
import type { ReimbursementDetail } from '../types';

/** What the api answers claims about a request under analysis: the commands it allows now. */
const UNDER_ANALYSIS: ReimbursementAllowedAction[] = [
  'transferResponsibility',
  'requestDocuments',
  'recordAnalysis',
  'proposeAgreement',
  'close',
  'extendTimeBar',
  'startRecovery',
];

/** What the api answers a master about a request whose proposal (or accepted counteroffer) waits for them. */
const HELD_FOR_MASTER: ReimbursementAllowedAction[] = [
  'transferResponsibility',
  'requestDocuments',
  'recordAnalysis',
  'approveProposal',
  'rejectProposal',
  'close',
  'extendTimeBar',
  'startRecovery',
];

const request = (over: Partial<ReimbursementDetail> = {}) =>
  requestUnderAnalysis({ allowedActions: UNDER_ANALYSIS, ...over });

/** A proposal countered by the customer, whose counteroffer an analyst accepted: it waits for a master. */
const COUNTEROFFER_HELD_FOR_MASTER = [
  { version: 1, kind: 'PROPOSAL', value: '8000.00', currency: 'BRL', status: 'COUNTERED' },
  { version: 2, kind: 'COUNTEROFFER', value: '15000.00', currency: 'BRL', status: 'PENDING_APPROVAL' },
] as ReimbursementDetail['proposals'];

const buttons = async () => {
  const toolbar = await screen.findByRole('toolbar');
  return within(toolbar)
    .getAllByRole('button')
    .map((b) => b.getAttribute('data-action'));
};

describe('the action buttons of a reimbursement request', () => {
  it('shows exactly the commands the api allows, in its order, labelled in Portuguese', async () => {
    renderActions(request());
    expect(await buttons()).toEqual(UNDER_ANALYSIS);
    expect(screen.getByRole('button', { name: 'Propor acordo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar pagamento realizado' })).toBeNull();
  });

  it('shows no button at all when the api allows nothing (customer service)', async () => {
    const { container } = renderActions(request({ allowedActions: [] }), { role: 'CUSTOMER_SERVICE' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(container.querySelectorAll('button').length).toBe(0);
  });

  it('confirms a command, validates its payload with the domain schema, then sends it once', async () => {
    const record = request({
      analysisStatus: 'AWAITING_PAYMENT_SCHEDULING',
      allowedActions: ['schedulePayment', 'close', 'undoDeal', 'extendTimeBar', 'startRecovery'],
    });
    // As on the detail page: the case is the record around the buttons, and must not leak into the payload.
    const { user, commands, dialog } = await openActionDialog(record, 'Agendar pagamento', {
      onDetailPage: true,
    });
    expect(within(dialog).getByText('Informe a data prevista do pagamento.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('O campo data prevista é obrigatório')).toBeTruthy();
    expect(commands).toEqual([]);

    // Typed as a Brazilian writes it, 20/12/2026, into the localized date picker (loaded lazily).
    await user.click((await within(dialog).findAllByRole('spinbutton'))[0]!);
    await user.keyboard('20122026');
    expect(await confirmedCommand({ user, dialog, commands })).toEqual({
      resource: 'reimbursements',
      id: 'r1',
      action: 'schedulePayment',
      payload: { expectedDate: '2026-12-20' },
    });
    expect(await screen.findByText('Pagamento agendado com sucesso')).toBeTruthy();
  });

  it('in Spanish, says 31/02 does not exist while the year is typed, and sends nothing', async () => {
    const record = request({
      analysisStatus: 'AWAITING_PAYMENT_SCHEDULING',
      allowedActions: ['schedulePayment', 'close', 'undoDeal', 'extendTimeBar', 'startRecovery'],
    });
    const { user, commands, dialog } = await openActionDialog(record, 'Programar pago', { locale: 'es' });
    const sections = await within(dialog).findAllByRole('spinbutton');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Día', 'Mes', 'Año']);
    await user.click(sections[0]!);
    await user.keyboard('31022026');
    expect(sections[2]!.textContent).toBe('2026');
    expect(await within(dialog).findByText('Esa fecha no existe')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Esa fecha no existe')).toBeTruthy();
    expect(commands).toEqual([]);
  });

  it('lets a master reject a proposal held for approval, only with a reason', async () => {
    const record = request({
      proposals: [
        { version: 1, kind: 'PROPOSAL', value: '15000.00', currency: 'BRL', status: 'PENDING_APPROVAL' },
      ] as ReimbursementDetail['proposals'],
      allowedActions: HELD_FOR_MASTER,
    });
    const { user, commands } = renderActions(record, { role: 'MASTER' });
    expect(await buttons()).toEqual(expect.arrayContaining(['approveProposal', 'rejectProposal']));
    await user.click(screen.getByRole('button', { name: 'Rejeitar proposta' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(commands).toEqual([]);
    await user.type(within(dialog).getByLabelText('Motivo *'), 'Valor acima do laudo');
    expect(await confirmedCommand({ user, dialog, commands })).toMatchObject({
      action: 'rejectProposal',
      payload: { reason: 'Valor acima do laudo' },
    });
  });

  it('records a payment made with a receipt uploaded in its own dialog', async () => {
    const record = paymentScheduled({
      outcome: {
        decision: { kind: 'COUNTEROFFER_ACCEPTED', value: '9000.00', currency: 'BRL' },
      } as ReimbursementDetail['outcome'],
    });
    const { user, commands, dialog } = await openActionDialog(record, 'Registrar pagamento realizado');
    const receipt = new File(['%PDF-1.4'], 'transferencia.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Enviar novo comprovante'), receipt);
    await waitFor(() =>
      expect(commands).toEqual([
        expect.objectContaining({
          action: 'upload',
          payload: { name: 'transferencia.pdf', documentType: 'PROOF_OF_PAYMENT' },
        }),
      ]),
    );
    expect(await within(dialog).findByText('transferencia.pdf')).toBeTruthy();
    expect(await confirmedCommand({ user, dialog, commands }, 2)).toMatchObject({
      action: 'markPaid',
      payload: { value: '9000.00', currency: 'BRL', receiptFileId: '00000000-0000-4000-8000-00000000f11e' },
    });
  });

  describe("with the api's upload limit in the session", () => {
    afterEach(() => localStorage.removeItem('user'));

    it('says the most a receipt may weigh, and refuses a larger one beside the button before sending it', async () => {
      // The session's user as /api/auth/me describes it, with the api's upload limit.
      localStorage.setItem(
        'user',
        JSON.stringify({ id: 'me', roles: ['CLAIMS'], uploadMaxBytes: 20 * 1024 * 1024 }),
      );
      const record = paymentScheduled();
      const { user, commands, dialog } = await openActionDialog(record, 'Registrar pagamento realizado');
      expect(within(dialog).getByText('Máximo 20 MB por arquivo')).toBeTruthy();
      const receipt = new File(['%PDF-1.4'], 'comprovante.pdf', { type: 'application/pdf' });
      Object.defineProperty(receipt, 'size', { value: 21 * 1024 * 1024 });
      await user.upload(within(dialog).getByLabelText('Enviar novo comprovante'), receipt);
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'O arquivo "comprovante.pdf" excede o tamanho máximo de 20 MB por arquivo. Escolha um arquivo menor.',
      );
      await new Promise((r) => setTimeout(r, 20));
      expect(commands).toEqual([]);

      await user.upload(
        within(dialog).getByLabelText('Enviar novo comprovante'),
        new File(['%PDF-1.4'], 'transferencia.pdf', { type: 'application/pdf' }),
      );
      await waitFor(() => expect(commands).toEqual([expect.objectContaining({ action: 'upload' })]));
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });
  });

  it('opens a new proposal in the currency the negotiation is in, not in reais', async () => {
    const record = request({
      proposals: [
        { version: 1, kind: 'PROPOSAL', value: '3800.00', currency: 'USD', status: 'COUNTERED' },
        { version: 2, kind: 'COUNTEROFFER', value: '4800.00', currency: 'USD', status: 'COUNTERED' },
      ] as ReimbursementDetail['proposals'],
    });
    const { dialog } = await openActionDialog(record, 'Propor acordo');
    const currency = within(dialog).getByRole('combobox', { name: /moeda/i });
    expect(currency.textContent).toMatch(/d[óo]lar|US\$|USD/i);
    expect(currency.textContent).not.toMatch(/real|R\$|BRL/i);
  });

  it('shows the master the amount claimed and the agreement value, and warns when it is above', async () => {
    const record = request({
      totals: { byCurrency: { BRL: '12000.00' }, brl: '12000.00' },
      counterofferPending: true,
      proposals: COUNTEROFFER_HELD_FOR_MASTER,
      allowedActions: HELD_FOR_MASTER,
    });
    const { user, commands, dialog } = await openActionDialog(record, 'Aprovar aceite da contraproposta', {
      role: 'MASTER',
    });
    const figures = within(dialog).getByTestId('agreement-figures');
    expect(within(figures).getByText('Valor reclamado')).toBeTruthy();
    expect(within(figures).getByText(/12\.000,00/)).toBeTruthy();
    expect(within(figures).getByText('Valor da contraproposta a aceitar')).toBeTruthy();
    expect(within(figures).getByText(/15\.000,00/)).toBeTruthy();
    expect(within(figures).getByText('O valor do acordo é maior que o total reclamado.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(commands).toEqual([expect.objectContaining({ action: 'approveProposal' })]));
  });

  it.each([
    [
      'es',
      'Aprobar aceptación de la contraoferta',
      /se informará al cliente de que su contraoferta fue aceptada/,
      'Rechazar aceptación de la contraoferta',
    ],
    [
      'pt-BR',
      'Aprovar aceite da contraproposta',
      /o cliente será informado de que sua contraproposta foi aceita/,
      'Rejeitar aceite da contraproposta',
    ],
    [
      'en',
      'Approve accepting the counteroffer',
      /the customer will be told their counteroffer was accepted/,
      'Reject accepting the counteroffer',
    ],
  ] as const)(
    'in %s names a held acceptance of a counteroffer as such, not as a proposal',
    async (locale, approve, text, reject) => {
      const record = request({
        counterofferPending: true,
        proposals: COUNTEROFFER_HELD_FOR_MASTER,
        allowedActions: HELD_FOR_MASTER,
      });
      const { user } = renderActions(record, { role: 'MASTER', locale });
      expect(await screen.findByRole('button', { name: reject })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: approve }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('heading', { name: approve })).toBeTruthy();
      expect(within(dialog).getByText(text)).toBeTruthy();
    },
  );

  it.each([
    ['pt-BR', 'Aceitar contraproposta', 'Valor da contraproposta a aceitar', 'US$ 9.000,00'],
    ['es', 'Aceptar contraoferta', 'Valor de la contraoferta a aceptar', '9.000,00 US$'],
    ['en', 'Accept counteroffer', 'Counteroffer value to accept', '$9,000.00'],
  ] as const)(
    'in %s shows the analyst accepting a counteroffer the amount and currency they accept',
    async (locale, accept, label, amount) => {
      const record = request({
        totals: { byCurrency: { USD: '12000.00' }, brl: '65000.00' },
        counterofferPending: true,
        proposals: [
          { version: 1, kind: 'PROPOSAL', value: '8000.00', currency: 'USD', status: 'COUNTERED' },
          { version: 2, kind: 'COUNTEROFFER', value: '9000.00', currency: 'USD', status: 'OPEN' },
        ] as ReimbursementDetail['proposals'],
        allowedActions: [...UNDER_ANALYSIS, 'acceptCounteroffer', 'declineCounteroffer'],
      });
      const { user, commands, dialog } = await openActionDialog(record, accept, { locale });
      const figures = within(dialog).getByTestId('agreement-figures');
      expect(within(figures).getByText(label)).toBeTruthy();
      // Intl separates a symbol from its figure with a no-break space.
      expect(figures.textContent?.replace(/\u00a0/g, ' ')).toContain(amount);
      expect(within(figures).queryByRole('alert')).toBeNull();
      await user.click(screen.getByRole('button', { name: /Confirmar|Confirm/ }));
      await waitFor(() =>
        expect(commands).toEqual([expect.objectContaining({ action: 'acceptCounteroffer' })]),
      );
    },
  );

  it('does not warn when the proposal is within the amount claimed', async () => {
    const record = request({
      totals: { byCurrency: { BRL: '12000.00' }, brl: '12000.00' },
      proposals: [
        { version: 1, kind: 'PROPOSAL', value: '11000.00', currency: 'BRL', status: 'PENDING_APPROVAL' },
      ] as ReimbursementDetail['proposals'],
      allowedActions: HELD_FOR_MASTER,
    });
    const { dialog } = await openActionDialog(record, 'Rejeitar proposta', { role: 'MASTER' });
    const figures = within(dialog).getByTestId('agreement-figures');
    expect(within(figures).getByText('Valor da proposta')).toBeTruthy();
    expect(within(figures).queryByRole('alert')).toBeNull();
  });
});

describe('the request-documents dialog', () => {
  /** The dialog open over a request, as an analyst opens it. */
  const openDialog = () => openActionDialog(request(), 'Solicitar documentos', { onDetailPage: true });

  it('keeps the list of document types open while choosing, and Escape closes only that list', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipos de documento' }));
    for (const n of [0, 1, 2])
      await user.click(within(await screen.findByRole('listbox')).getAllByRole('option')[n]!);
    // Still open after three choices: the Escape that follows is meant for the list.
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(within(screen.getByRole('dialog')).getByText(/^3\/\d+ escolhidos$/)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("lists the document types in the reader's alphabetical order, to be found by name", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipos de documento' }));
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(names.length).toBeGreaterThan(20);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('offers as recipients only the parties one may ask, with no empty choice', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Destinatário da solicitação *' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      DOCUMENT_REQUEST_PARTY_KEYS.map((key) => translate('pt-BR', `codes.documentRequestParties.${key}`)),
    );
  });

  it("toasts a document request in SPEC §8's words", async () => {
    const { user, commands, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: /Destinatário da solicitação/ }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Cliente/reclamante' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(commands).toHaveLength(1));
    expect(await screen.findByText('Solicitação de documentos enviada com sucesso')).toBeTruthy();
  });
});
