/** @jest-environment jsdom */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate } from '@claims/domain/i18n/translate';
import { ALFA_CLIENT_DATA } from '../../testing/alfa-client-data';
import { ELSEWHERE, fakeApi, renderScreen } from '../../testing/render-screen';
import { fieldLabel } from '../../testing/screen-text';
import { testBrowser } from '../../testing/test-browser';
import RequestWizardPage from './RequestWizardPage';
import { chooseOption } from '../../testing/choose-option';

const SANTOS = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a01';
const RIO = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a02';
const CLIENT = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a03';
const DRAFT = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a04';
const VESSEL = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a05';
const BUENOS_AIRES = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a06';

/** A draft saved on Next of the shipping step: client and shipping in, no item yet. */
const savedThroughShipping = {
  office: 'BR',
  serviceType: 'CABOTAGE',
  clientData: ALFA_CLIENT_DATA,
  shipping: {
    blOrCte: 'MSCUSSZ123456',
    bookingNumber: 'BK1',
    invoiceNumber: 'NF1',
    portOfLoadingId: SANTOS,
    portOfDischargeId: RIO,
    vesselId: VESSEL,
    dischargeDate: '2024-11-20',
    containers: ['MSCU1234566'],
    voyage: '245S',
    transporter: 'Transportes Rápidos',
    transportModal: 'PORT_TO_PORT',
    stuffingModal: 'WITH_STUFFING_WITH_UNSTUFFING',
  },
  faults: [],
  damages: [],
  extraCosts: [],
  bankData: { bank: '', agency: '', checkingAccount: '' },
};

/** The wizard's api with a draft store of its own: what was saved is what a reload reads. */
function draftStore(data: Record<string, unknown> = savedThroughShipping) {
  let saved: { clientId: string; data: Record<string, unknown> } | null = { clientId: CLIENT, data };
  let filed = false;
  const calls = fakeApi((call) => {
    if (call.path === '/api/ports')
      return [
        200,
        [
          { id: SANTOS, name: 'Santos', code: 'BRSSZ', country: 'BR' },
          { id: RIO, name: 'Rio de Janeiro', code: 'BRRIO', country: 'BR' },
          { id: BUENOS_AIRES, name: 'Buenos Aires', code: 'ARBUE', country: 'AR' },
        ],
      ];
    if (call.path === '/api/vessels') return [200, [{ id: VESSEL, name: 'MSC Alfa' }]];
    if (call.path === '/api/reimbursements/carrier-notice')
      return [200, { carrier: 'Navemar', email: 'sinistros@navemar.example' }];
    if (call.path === '/api/clients')
      return [200, [{ id: CLIENT, name: 'Exportadora Alfa Ltda', country: 'BR' }]];
    if (call.path === '/api/reimbursements/drafts' && call.method === 'POST') {
      saved = call.body as typeof saved;
      return [201, { id: DRAFT }];
    }
    if (call.path === `/api/reimbursements/drafts/${DRAFT}`) {
      // Filing consumes the draft.
      if (filed || !saved) return undefined;
      if (call.method === 'PUT') saved = { ...saved, ...(call.body as { data: Record<string, unknown> }) };
      return [200, call.method === 'GET' ? { id: DRAFT, ...saved, attachments: [] } : {}];
    }
    if (call.path === '/api/reimbursements' && call.method === 'POST') {
      filed = true;
      return [201, { id: DRAFT, reference: 'RR-2026-000001' }];
    }
    return undefined;
  });
  return { calls, saved: () => saved };
}

const browser = testBrowser();
const ROUTE = '/request-reimbursement/create/:draftId?';
const open = (path: string) =>
  renderScreen(
    <>
      <RequestWizardPage />
      <browser.AddressBar />
    </>,
    { path, route: ROUTE },
  );
/** A reload: the page again, at the address it was last at, this tab's storage kept. */
const reload = () => {
  const at = browser.address;
  cleanup();
  open(at);
};

const inputs = (field: string) => screen.getAllByLabelText(fieldLabel('pt-BR', field)) as HTMLInputElement[];
/** The heading of a step as the wizard numbers it for people: Passo 1 is the first. */
const stepHeading = (step: number, name: string) =>
  screen.findByRole('heading', {
    name: translate('pt-BR', 'portal.wizard.stepOf', {
      step,
      name: translate('pt-BR', `portal.wizard.steps.${name}`),
    }),
  });
const addFault = () =>
  screen.getByRole('button', {
    name: translate('pt-BR', 'portal.wizard.addLine', {
      what: translate('pt-BR', 'portal.wizard.steps.faults'),
    }),
  });

beforeEach(() => {
  sessionStorage.clear();
  browser.address = '';
});

describe('the reimbursement wizard keeps what was typed', () => {
  it('keeps two fault lines typed as Brazilians do through a reload, and reopens on the faults step', async () => {
    const store = draftStore();
    const user = userEvent.setup();
    open(`/request-reimbursement/create/${DRAFT}`);
    await stepHeading(3, 'faults');
    await user.click(addFault());
    await user.type(inputs('productDescription')[0]!, 'Café em grãos');
    await user.type(inputs('amount')[0]!, '9');
    await user.type(inputs('unitPrice')[0]!, '1.250,50');
    await user.click(addFault());
    await user.type(inputs('productDescription')[1]!, 'Cacau');
    await user.type(inputs('amount')[1]!, '12,5');
    await user.type(inputs('unitPrice')[1]!, '1.000,25');
    await user.selectOptions(inputs('currency')[1]!, 'USD');
    await user.type(inputs('quotation')[0]!, '5,4321');
    await user.tab();

    await waitFor(() => expect(browser.address).toBe(`/request-reimbursement/create/${DRAFT}?step=3`));
    // The pause in typing saved the lines: another tab (none of this one's copy) finds them too.
    await waitFor(() => expect(store.saved()?.data.faults).toHaveLength(2), { timeout: 4000 });
    expect(store.saved()?.data.faults).toMatchObject([
      { amount: '9', unitPrice: '1250.50' },
      { amount: '12.5', unitPrice: '1000.25', currency: 'USD', quotation: '5.4321' },
    ]);
    reload();
    await stepHeading(3, 'faults');
    await waitFor(() =>
      expect(inputs('productDescription').map((i) => i.value)).toEqual(['Café em grãos', 'Cacau']),
    );
    expect(inputs('amount').map((i) => i.value)).toEqual(['9', '12,5']);
    expect(inputs('unitPrice').map((i) => i.value)).toEqual(['1.250,50', '1.000,25']);
    expect(inputs('quotation').map((i) => i.value)).toEqual(['5,4321']);
    // Another tab (none of this one's copy) finds them too.
    sessionStorage.clear();
    reload();
    await stepHeading(3, 'faults');
    await waitFor(() => expect(inputs('unitPrice').map((i) => i.value)).toEqual(['1.250,50', '1.000,25']));
  });

  it('reopens on the step it was on, but never past the first incomplete one', async () => {
    draftStore();
    open(`/request-reimbursement/create/${DRAFT}?step=2`);
    await stepHeading(2, 'shipping');
    cleanup();
    open(`/request-reimbursement/create/${DRAFT}?step=7`);
    await stepHeading(3, 'faults');
    // The address says the step on screen, not the one asked for.
    await waitFor(() => expect(browser.address).toBe(`/request-reimbursement/create/${DRAFT}?step=3`));
  });
});

describe("the browser's Back in the reimbursement wizard", () => {
  it('goes to the previous step with what was typed, and from the first step leaves the wizard', async () => {
    draftStore();
    const user = userEvent.setup();
    renderScreen(
      <>
        <RequestWizardPage />
        <browser.AddressBar />
      </>,
      {
        path: `/request-reimbursement/create/${DRAFT}?step=2`,
        route: ROUTE,
        before: '/request-reimbursement',
      },
    );
    await stepHeading(2, 'shipping');
    await waitFor(() => expect(inputs('voyage')[0]!.value).toBe('245S'));
    await user.type(inputs('voyage')[0]!, 'X');
    await user.click(screen.getByRole('button', { name: translate('pt-BR', 'portal.wizard.next') }));
    await stepHeading(3, 'faults');
    await user.click(addFault());
    await user.type(inputs('productDescription')[0]!, 'Café em grãos');
    await user.type(inputs('amount')[0]!, '9');
    await user.type(inputs('unitPrice')[0]!, '1.250,50');
    await user.click(screen.getByRole('button', { name: translate('pt-BR', 'portal.wizard.next') }));
    await stepHeading(4, 'damages');
    await waitFor(() => expect(browser.address).toBe(`/request-reimbursement/create/${DRAFT}?step=4`));

    await browser.back();
    await stepHeading(3, 'faults');
    await waitFor(() => expect(browser.address).toBe(`/request-reimbursement/create/${DRAFT}?step=3`));
    expect(inputs('unitPrice')[0]!.value).toBe('1.250,50');
    await browser.back();
    await stepHeading(2, 'shipping');
    expect(inputs('voyage')[0]!.value).toBe('245SX');
    await browser.back();
    await screen.findByText(ELSEWHERE);
  });
});

describe('a new reimbursement request', () => {
  it('says beside the disabled Next what the empty first step still needs', async () => {
    draftStore();
    open('/request-reimbursement/create');
    await stepHeading(1, 'client');
    expect(
      (screen.getByRole('button', { name: translate('pt-BR', 'portal.wizard.next') }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    const why = await screen.findByText(translate('pt-BR', 'portal.protest.whyDisabled'));
    // The client is Brazilian: its tax id is asked as the CNPJ the field is labelled with.
    await waitFor(() =>
      expect(why.parentElement!.textContent).toContain(
        translate('pt-BR', 'validation.required', { name: 'CNPJ' }),
      ),
    );
    expect(why.parentElement!.textContent).toContain(
      translate('pt-BR', 'validation.required', { name: translate('pt-BR', 'fields.companyName') }),
    );
  });
});

describe('a long-course draft (as one pre-filled from a protest letter across a border)', () => {
  it('holds Next on the step it reopens at and says, there, to send the claim by e-mail', async () => {
    draftStore({ ...savedThroughShipping, serviceType: 'LONG_COURSE' });
    open(`/request-reimbursement/create/${DRAFT}`);
    await stepHeading(3, 'faults');
    const why = await screen.findByText(translate('pt-BR', 'portal.protest.whyDisabled'));
    await waitFor(() =>
      expect(why.parentElement!.textContent).toContain(
        translate('pt-BR', 'errors.carrierNotice', {
          carrier: 'Navemar',
          email: 'sinistros@navemar.example',
        }),
      ),
    );
    expect(
      (screen.getByRole('button', { name: translate('pt-BR', 'portal.wizard.next') }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});

describe('a cabotage between ports of two countries', () => {
  it('is said on the port of discharge and beside Next, which waits until both ports are in Brazil', async () => {
    draftStore();
    const user = userEvent.setup();
    open(`/request-reimbursement/create/${DRAFT}?step=2`);
    await stepHeading(2, 'shipping');
    const next = () =>
      screen.getByRole('button', { name: translate('pt-BR', 'portal.wizard.next') }) as HTMLButtonElement;
    await waitFor(() => expect(inputs('voyage')[0]!.value).toBe('245S'));
    expect(next().disabled).toBe(false);

    // Santos to Buenos Aires is no cabotage.
    const discharge = inputs('portOfDischargeId')[0]!;
    await chooseOption(user, discharge, 'Buenos Aires (ARBUE)');
    await user.tab();
    const message = 'Na cabotagem, os portos de embarque e de descarga devem estar no mesmo país';
    await waitFor(() => expect(next().disabled).toBe(true));
    const why = await screen.findByText(translate('pt-BR', 'portal.protest.whyDisabled'));
    expect(why.parentElement!.textContent).toContain(message);
    await waitFor(() =>
      expect(discharge.closest('.field')!.querySelector('.field-error')?.textContent).toBe(message),
    );

    await chooseOption(user, discharge, 'Rio de Janeiro (BRRIO)');
    await waitFor(() => expect(next().disabled).toBe(false));
  });
});

describe('the address of a draft filed since', () => {
  it('says, in Spanish, that the draft was filed and opens the request it became', async () => {
    fakeApi((call) =>
      call.path === '/api/reimbursements/carrier-notice'
        ? [200, { carrier: 'Navemar', email: 'sinistros@navemar.example' }]
        : call.path === `/api/reimbursements/drafts/${DRAFT}`
          ? [
              409,
              {
                error: {
                  code: 'DRAFT_ALREADY_FILED',
                  message: 'Este borrador ya fue enviado: ahora es el proceso RR-2026-000001',
                  details: { caseId: DRAFT, reference: 'RR-2026-000001' },
                },
              },
            ]
          : [200, []],
    );
    const { toasts } = renderScreen(<RequestWizardPage />, {
      locale: 'es',
      path: `/request-reimbursement/create/${DRAFT}?step=8`,
      route: ROUTE,
    });
    await screen.findByRole('heading', { name: 'Este borrador ya fue enviado' });
    expect(
      screen.getByText('Ahora es el proceso RR-2026-000001. Ábralo para seguir su avance.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir el proceso' }).getAttribute('href')).toBe(
      `/request-reimbursement/detail/${DRAFT}`,
    );
    // Not an error: nothing went wrong, the draft is a case now.
    expect(toasts).toEqual([]);
    expect(screen.queryByText(translate('es', 'errors.notFound'))).toBeNull();
  });
});
