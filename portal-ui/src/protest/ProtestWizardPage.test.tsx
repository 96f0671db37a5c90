/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Locale } from '@claims/domain/i18n/locales';
import { translate } from '@claims/domain/i18n/translate';
import { chooseOption } from '../testing/choose-option';
import { ELSEWHERE, fakeApi, refusal, renderScreen, type Answer } from '../testing/render-screen';
import { errorOf, expectRegionShows, fieldLabel, regionText } from '../testing/screen-text';
import { testBrowser } from '../testing/test-browser';
import ProtestWizardPage, { AUTOSAVE_DELAY_MS } from './ProtestWizardPage';

const SANTOS = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a01';
const BUENOS_AIRES = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a02';
const CLIENT = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a03';
const DRAFT = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a04';

/** A draft as the api keeps it: what was filled in, stored as the filing would (weights canonical). */
const draft = {
  clientId: CLIENT,
  data: {
    billOfLading: 'MSCUSSZ123456',
    ship: 'MSC Alfa',
    voyage: '245S',
    merchandise: 'Café em grãos, 320 sacas',
    notifyingCompany: 'Exportadora Alfa Ltda',
    portOfEmbarkationId: SANTOS,
    portOfDischargeId: BUENOS_AIRES,
    dischargeDate: '2026-11-23',
    containers: [
      {
        number: 'MSCU1234566',
        damages: ['DENTED_SCRATCHED_RUSTED'],
        sealManifested: 'SL100200',
        sealDetermined: 'SL100299',
        weightManifested: '18650.5',
      },
    ],
  },
  files: ['DAMAGE_REPORT', 'CTE', 'NOTA_FISCAL', 'PACKING_LIST'].map((documentType, i) => ({
    id: `6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5b0${i}`,
    name: `${documentType.toLowerCase()}.pdf`,
    size: 1024,
    documentType,
  })),
};

/** The api of the wizard: reference lists, the draft, and `filing` for the letter's POST. */
const wizardApi =
  (filing: Answer = () => [201, { id: DRAFT, reference: 'CP-2026-000001' }]): Answer =>
  (call) => {
    if (call.path === '/api/ports')
      return [
        200,
        [
          { id: SANTOS, name: 'Santos', code: 'BRSSZ' },
          { id: BUENOS_AIRES, name: 'Buenos Aires', code: 'ARBUE' },
        ],
      ];
    if (call.path === '/api/vessels') return [200, []];
    if (call.path === '/api/clients')
      return [200, [{ id: CLIENT, name: 'Exportadora Alfa Ltda', country: 'BR' }]];
    if (call.path === `/api/protest-letters/drafts/${DRAFT}`)
      return [200, call.method === 'GET' ? draft : {}];
    if (call.path === '/api/protest-letters/drafts') return [201, { id: DRAFT }];
    if (call.path === '/api/protest-letters') return filing(call);
    return undefined;
  };

const nextButton = (locale: Locale) =>
  screen.getByRole('button', { name: translate(locale, 'portal.wizard.next') }) as HTMLButtonElement;
const stepHeading = (locale: Locale, step: number, name: string) =>
  screen.findByRole('heading', {
    name: translate(locale, 'portal.wizard.stepOf', {
      step,
      name: translate(locale, `portal.protest.steps.${name}`),
    }),
  });
/** Clicks Next and waits for the step it opens. */
async function nextTo(user: UserEvent, locale: Locale, step: number, name: string) {
  await user.click(nextButton(locale));
  await stepHeading(locale, step, name);
}

// What a test typed into a draft stays in this tab's storage; each test starts from a fresh tab.
beforeEach(() => sessionStorage.clear());

/** The wizard at `path`, against the fake api's ports and draft, and a user to drive it. */
function openWizard(locale: Locale, path = '/protest/create') {
  fakeApi(wizardApi());
  const user = userEvent.setup();
  renderScreen(<ProtestWizardPage />, { locale, path });
  return user;
}

describe.each([
  ['pt-BR', 'Chave de acesso do CT-e inválida', 'Número de contêiner inválido (ISO 6346)'],
  ['es', 'Clave de acceso del CT-e inválida', 'Número de contenedor inválido (ISO 6346)'],
] as const)('the protest letter wizard in %s', (locale, badCte, badContainer) => {
  it('lists every required field of the first step as the reason Next is disabled, before any is touched', async () => {
    openWizard(locale);
    await screen.findByLabelText(fieldLabel(locale, 'billOfLading'));
    const box = screen.getByRole('status');
    const reasons = box.textContent;
    const fields = [
      'billOfLading',
      'ship',
      'voyage',
      'merchandise',
      'notifyingCompany',
      'portOfEmbarkationId',
      'portOfDischargeId',
      'dischargeDate',
    ];
    for (const field of fields)
      expect(reasons).toContain(
        translate(locale, 'validation.required', { name: translate(locale, `fields.${field}`) }),
      );
    // Only this step's: the containers of Step 2 are not asked for yet.
    expect(box.querySelectorAll('li')).toHaveLength(fields.length);
    expect(nextButton(locale).disabled).toBe(true);
  });

  it('names a wrong CT-e key beside its field, and as the reason Next is disabled, in the words of the domain schema', async () => {
    const user = openWizard(locale);
    const cte = screen.getByLabelText(fieldLabel(locale, 'cte'));
    await user.type(cte, '35261112345678000199570010000000011000000000');
    await waitFor(() => expect(errorOf(cte)).toBe(badCte));
    expect(cte.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain(badCte);
    expect(nextButton(locale).disabled).toBe(true);
    // An empty CT-e is allowed: its message goes with it.
    await user.clear(cte);
    await waitFor(() => expect(errorOf(cte)).toBeUndefined());
  });

  it('says a discharge day no calendar has does not exist, beside the field and as the reason Next is disabled', async () => {
    const user = openWizard(locale);
    const day = screen.getByLabelText(fieldLabel(locale, 'dischargeDate'));
    await user.type(day, '31/02/2026');
    await user.tab();
    const impossible = translate(locale, 'validation.date.impossible');
    await waitFor(() => expect(errorOf(day)).toBe(impossible));
    expect(screen.getByRole('status').textContent).toContain(impossible);
    expect(screen.getByRole('status').textContent).not.toContain(
      translate(locale, 'validation.invalidFormat', { name: fieldLabel(locale, 'dischargeDate') }),
    );
  });

  it('resumes a draft with its weights as the language writes them, and names a wrong check digit at once', async () => {
    const user = openWizard(locale, `/protest/create?draft=${DRAFT}&step=1`);
    // The day as it is written here, from the ISO day the draft keeps.
    await waitFor(() =>
      expect((screen.getByLabelText(fieldLabel(locale, 'dischargeDate')) as HTMLInputElement).value).toBe(
        '23/11/2026',
      ),
    );
    await nextTo(user, locale, 2, 'containers');
    expect((screen.getByLabelText(fieldLabel(locale, 'weightManifested')) as HTMLInputElement).value).toBe(
      '18.650,5',
    );
    const number = screen.getByLabelText(fieldLabel(locale, 'number'));
    await user.clear(number);
    await user.type(number, 'MSCU1234567');
    await waitFor(() => expect(errorOf(number)).toBe(`${badContainer}: MSCU1234567`));
    expect(nextButton(locale).disabled).toBe(true);
  });
});

describe('a draft picked from the drafts list', () => {
  it('opens at its first incomplete step: with every field and file in, the review', async () => {
    openWizard('es', `/protest/create?draft=${DRAFT}`);
    await stepHeading('es', 4, 'review');
  });

  it('reviews everything it will file, the ports by name and the day and weights as a Spanish reader writes them', async () => {
    openWizard('es', `/protest/create?draft=${DRAFT}`);
    await stepHeading('es', 4, 'review');
    await waitFor(() => expect(regionText('Datos de la carta')).toContain('Santos (BRSSZ)'));
    expectRegionShows('Datos de la carta', [
      'Exportadora Alfa Ltda',
      'Buenos Aires (ARBUE)',
      'MSC Alfa',
      '245S',
      'Café em grãos, 320 sacas',
      '23/11/2026',
    ]);
    const container = regionText('MSCU1234566');
    expect(container).toContain('18.650,5 kg');
    expect(container).toContain(translate('es', 'codes.protestDamageTypes.DENTED_SCRATCHED_RUSTED'));
    // The seals differ: the filing adds the divergence, and the review says so before it is filed.
    expect(container).toContain(
      `${translate('es', 'codes.protestDamageTypes.SEAL_DIVERGENCE')} (incluida porque los valores informados difieren)`,
    );
    expect(regionText('Archivos')).toContain('packing_list.pdf');
  });
});

describe('a refusal of the filing, in Spanish', () => {
  it('lands on the field the 422 names, and the toast says which step to fix', async () => {
    const message = 'El peso constatado no puede superar el peso bruto del contenedor';
    let refused = false;
    const calls = fakeApi(
      wizardApi(() => {
        if (refused) return [201, { id: DRAFT, reference: 'CP-2026-000001' }];
        refused = true;
        return refusal({ 'containers.0.weightDetermined': message });
      }),
    );
    const user = userEvent.setup();
    const { toasts } = renderScreen(<ProtestWizardPage />, {
      locale: 'es',
      path: `/protest/create?draft=${DRAFT}&step=1`,
    });
    await waitFor(() =>
      expect((screen.getByLabelText(fieldLabel('es', 'voyage')) as HTMLInputElement).value).toBe('245S'),
    );
    await nextTo(user, 'es', 2, 'containers');
    // Typed as people in Buenos Aires write it: eighteen tonnes and a half.
    await user.type(screen.getByLabelText(fieldLabel('es', 'weightDetermined')), '18.650,5');
    await nextTo(user, 'es', 3, 'files');
    await nextTo(user, 'es', 4, 'review');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    await stepHeading('es', 2, 'containers');
    expect(toasts).toContainEqual({
      kind: 'error',
      text: `Corrija el paso "Contenedores y averías": ${message}`,
      title: translate('es', 'errors.protestCreation'),
    });
    const determined = screen.getByLabelText(fieldLabel('es', 'weightDetermined'));
    expect(determined.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(determined)).toBe(message);
    const filed = calls.find((c) => c.method === 'POST' && c.path === '/api/protest-letters');
    expect(filed?.body).toMatchObject({
      dischargeDate: '2026-11-23',
      containers: [{ weightManifested: '18650.5', weightDetermined: '18650.5' }],
    });

    // Correcting the field clears the api's message, by the form's own rules.
    await user.clear(determined);
    await user.type(determined, '18.120,5');
    await waitFor(() => expect(errorOf(determined)).toBeUndefined());
  });
});

/** The wizard's api with a draft store of its own: what was saved is what a reload reads. */
function draftStore(filing: object = { id: DRAFT, reference: 'CP-2026-000001' }) {
  let saved: { clientId: string; data: Record<string, unknown>; files?: unknown[] } | null = null;
  let filed = false;
  const calls = fakeApi((call) => {
    if (call.path === '/api/protest-letters' && call.method === 'POST') {
      // Filing consumes the draft: it is gone from then on.
      filed = true;
      return [201, filing];
    }
    if (filed && call.path === `/api/protest-letters/drafts/${DRAFT}`) return undefined;
    if (call.path === '/api/protest-letters/drafts' && call.method === 'POST') {
      saved = call.body as typeof saved;
      return [201, { id: DRAFT }];
    }
    if (call.path === `/api/protest-letters/drafts/${DRAFT}`) {
      if (call.method === 'PUT') saved = { ...saved!, ...(call.body as { data: Record<string, unknown> }) };
      return [200, call.method === 'GET' ? { files: [], ...saved } : {}];
    }
    return wizardApi()(call);
  });
  return {
    calls,
    saved: () => saved,
    /** A draft already stored, as a reload or the drafts list finds it. */
    seed: async (stored: { clientId: string; data: Record<string, unknown>; files?: unknown[] }) => {
      saved = stored;
    },
  };
}

const reload = (step: number) => {
  cleanup();
  renderScreen(<ProtestWizardPage />, { path: `/protest/create?draft=${DRAFT}&step=${step}` });
};
const valueOf = (field: string) =>
  (screen.getByLabelText(fieldLabel('pt-BR', field)) as HTMLInputElement).value;

/** Step 1 as the tests type it, field by field; the ports and the day are filled in apart. */
const LETTER_TYPED = {
  billOfLading: 'MSCUSSZ123456',
  ship: 'MSC Alfa',
  voyage: '245S',
  merchandise: 'Café em grãos',
  notifyingCompany: 'Exportadora Alfa Ltda',
};

const typeInto = (user: UserEvent, field: string, text: string) =>
  user.type(screen.getByLabelText(fieldLabel('pt-BR', field)), text);

/** Fills step 1 as a person does: `typed` field by field, the two ports once listed, then the discharge day. */
async function fillLetterStep(
  user: UserEvent,
  dischargeDate: string,
  typed: Partial<typeof LETTER_TYPED> = LETTER_TYPED,
) {
  for (const [field, text] of Object.entries(typed)) await typeInto(user, field, text);
  // Each port field offers the ports listed; its list opens and the port is picked in it.
  await chooseOption(
    user,
    screen.getByLabelText(fieldLabel('pt-BR', 'portOfEmbarkationId')),
    'Santos (BRSSZ)',
  );
  await chooseOption(
    user,
    screen.getByLabelText(fieldLabel('pt-BR', 'portOfDischargeId')),
    'Buenos Aires (ARBUE)',
  );
  await typeInto(user, 'dischargeDate', dischargeDate);
}

describe('the protest letter wizard keeps what was typed', () => {
  it('saves the draft once typing pauses, and a reload finds it, a half-typed CT-e key included', async () => {
    const store = draftStore();
    const user = userEvent.setup();
    renderScreen(<ProtestWizardPage />, { path: '/protest/create' });
    await user.type(screen.getByLabelText(fieldLabel('pt-BR', 'billOfLading')), 'CAZ-SSZ-BUE-004512');
    await user.type(screen.getByLabelText(fieldLabel('pt-BR', 'merchandise')), 'Café em grãos, 320 sacas');
    await user.type(screen.getByLabelText(fieldLabel('pt-BR', 'cte')), '3526 1112');
    // No Next: the pause in typing saves it, without the key the api would refuse.

    await waitFor(
      () => expect(store.saved()?.data).toMatchObject({ merchandise: 'Café em grãos, 320 sacas' }),
      {
        timeout: 4000,
      },
    );
    expect(store.saved()?.data).not.toHaveProperty('cte');

    reload(1);
    await waitFor(() => expect(valueOf('merchandise')).toBe('Café em grãos, 320 sacas'));
    expect(valueOf('billOfLading')).toBe('CAZ-SSZ-BUE-004512');
    // This tab kept the key as typed.
    expect(valueOf('cte')).toBe('3526 1112');

    // Another tab (no copy of its own) opens what the server kept.
    sessionStorage.clear();
    reload(1);
    await waitFor(() => expect(valueOf('merchandise')).toBe('Café em grãos, 320 sacas'));
    expect(valueOf('cte')).toBe('');
  });

  it('saves the containers step on Back, and a reload opens that step again', async () => {
    const store = draftStore();
    const user = userEvent.setup();
    renderScreen(<ProtestWizardPage />, { path: '/protest/create' });
    await fillLetterStep(user, '20/11/2026');
    await nextTo(user, 'pt-BR', 2, 'containers');
    await typeInto(user, 'number', 'MSCU1234566');
    await typeInto(user, 'weightManifested', '18.650');
    await user.click(screen.getByRole('button', { name: translate('pt-BR', 'portal.wizard.back') }));
    await stepHeading('pt-BR', 1, 'letter');
    await waitFor(() =>
      expect(store.saved()?.data).toMatchObject({
        containers: [{ number: 'MSCU1234566', weightManifested: '18650' }],
      }),
    );

    sessionStorage.clear();
    reload(2);
    await stepHeading('pt-BR', 2, 'containers');
    await waitFor(() => expect(valueOf('number')).toBe('MSCU1234566'));
    expect(valueOf('weightManifested')).toBe('18.650');
    expect(store.calls.filter((c) => c.method === 'POST').length).toBe(1);
  });
});

const browser = testBrowser();
const openAt = (path: string) =>
  renderScreen(
    <>
      <ProtestWizardPage />
      <browser.AddressBar />
    </>,
    { path },
  );

describe('the protest letter wizard before its first Next', () => {
  it('creates the draft once typing pauses, names it in the address, and a reload of that address finds step 1 as typed', async () => {
    const store = draftStore();
    const user = userEvent.setup();
    openAt('/protest/create');
    await fillLetterStep(user, '23/11/2026', {
      billOfLading: 'MSCUSSZ123456',
      ship: 'MSC Alfa',
      voyage: '245S',
      merchandise: 'Café em grãos',
    });
    // No Next: the pause in typing creates the draft, and the address names it.
    await waitFor(() => expect(browser.address).toBe(`/protest/create?draft=${DRAFT}&step=1`), {
      timeout: 4000,
    });
    await waitFor(() => expect(store.saved()?.data).toMatchObject({ dischargeDate: '2026-11-23' }));
    expect(store.calls.filter((c) => c.method === 'POST').length).toBe(1);

    // A reload in another tab (none of this one's copy) reads the address and the server's draft.
    const at = browser.address;
    cleanup();
    sessionStorage.clear();
    openAt(at);
    await stepHeading('pt-BR', 1, 'letter');
    await waitFor(() => expect(valueOf('billOfLading')).toBe('MSCUSSZ123456'));
    expect(valueOf('ship')).toBe('MSC Alfa');
    expect(valueOf('voyage')).toBe('245S');
    expect(valueOf('merchandise')).toBe('Café em grãos');
    // The ports chosen are shown by name, as they were picked.
    expect(valueOf('portOfEmbarkationId')).toBe('Santos (BRSSZ)');
    expect(valueOf('portOfDischargeId')).toBe('Buenos Aires (ARBUE)');
    await waitFor(() => expect(valueOf('dischargeDate')).toBe('23/11/2026'));
  });
});

describe('an address that asks for a step the draft has not reached', () => {
  it('opens the first incomplete step, and the address says that step', async () => {
    const store = draftStore();
    // Steps 1 and 2 done, no file attached yet: step 3 is where Next would have stopped.
    await store.seed({ ...draft, files: [] });
    openAt(`/protest/create?draft=${DRAFT}&step=4`);
    await stepHeading('pt-BR', 3, 'files');
    await waitFor(() => expect(browser.address).toBe(`/protest/create?draft=${DRAFT}&step=3`));
  });
});

describe('filing the letter', () => {
  it('cancels the save pending from typing: no PUT of the draft the filing consumed', async () => {
    const store = draftStore();
    const user = userEvent.setup();
    // The stored draft, complete: typing on step 1 leaves a save pending, then Next to Confirm.
    await store.seed(draft);
    openAt(`/protest/create?draft=${DRAFT}&step=1`);
    await waitFor(() => expect(valueOf('voyage')).toBe('245S'));
    await user.type(screen.getByLabelText(fieldLabel('pt-BR', 'voyage')), 'X');
    await nextTo(user, 'pt-BR', 2, 'containers');
    await nextTo(user, 'pt-BR', 3, 'files');
    await nextTo(user, 'pt-BR', 4, 'review');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText(translate('pt-BR', 'portal.protest.filed', { reference: 'CP-2026-000001' }));
    const filedAt = store.calls.findIndex((c) => c.method === 'POST' && c.path === '/api/protest-letters');
    await new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DELAY_MS + 500));
    expect(
      store.calls.slice(filedAt + 1).filter((c) => c.path.startsWith('/api/protest-letters/drafts')),
    ).toEqual([]);
  });
});

describe('a letter filed after its notice period', () => {
  it('is confirmed as filed, flagged as a late notice, with the day it was due', async () => {
    const store = draftStore({
      id: DRAFT,
      reference: 'CP-2026-000001',
      lateNotice: true,
      noticeDeadline: '2026-11-20',
      office: 'AR',
    });
    const user = userEvent.setup();
    await store.seed(draft);
    openAt(`/protest/create?draft=${DRAFT}&step=4`);
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await screen.findByText(translate('pt-BR', 'portal.protest.filed', { reference: 'CP-2026-000001' }));
    expect(screen.getByRole('note').textContent).toBe(
      'Aviso fora do prazo: esta carta protesto foi registrada depois do prazo de aviso, que terminou em 20/11/2026. Ela foi aceita e será analisada, mas fica marcada como aviso fora do prazo.',
    );
  });

  it('is confirmed without a word of lateness when it came in time', async () => {
    const store = draftStore({ id: DRAFT, reference: 'CP-2026-000001', lateNotice: false, office: 'BR' });
    const user = userEvent.setup();
    await store.seed(draft);
    openAt(`/protest/create?draft=${DRAFT}&step=4`);
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await screen.findByText(translate('pt-BR', 'portal.protest.filed', { reference: 'CP-2026-000001' }));
    expect(screen.queryByRole('note')).toBeNull();
  });
});

/** The wizard opened from the processes list, which the browser's Back returns to. */
const openFromList = (path: string) =>
  renderScreen(
    <>
      <ProtestWizardPage />
      <browser.AddressBar />
    </>,
    { path, route: '/protest/create', before: '/processes' },
  );

/** The browser's Back, landing on `step`, which the address names with the draft. */
async function backTo(step: number, name: string) {
  await browser.back();
  await stepHeading('pt-BR', step, name);
  await waitFor(() => expect(browser.address).toBe(`/protest/create?draft=${DRAFT}&step=${step}`));
}

/** The seeded draft opened from the processes list at its first step, once that step shows it. */
async function openDraftFromList() {
  await draftStore().seed(draft);
  const user = userEvent.setup();
  openFromList(`/protest/create?draft=${DRAFT}&step=1`);
  await waitFor(() => expect(valueOf('voyage')).toBe('245S'));
  return user;
}

describe("the browser's Back in the protest letter wizard", () => {
  it('goes to the previous step with what was typed, and from the first step leaves the wizard', async () => {
    const user = await openDraftFromList();
    await user.type(screen.getByLabelText(fieldLabel('pt-BR', 'voyage')), 'X');
    await nextTo(user, 'pt-BR', 2, 'containers');
    await nextTo(user, 'pt-BR', 3, 'files');
    await waitFor(() => expect(browser.address).toBe(`/protest/create?draft=${DRAFT}&step=3`));

    await backTo(2, 'containers');
    expect(valueOf('number')).toBe('MSCU1234566');
    await browser.back();
    await stepHeading('pt-BR', 1, 'letter');
    expect(valueOf('voyage')).toBe('245SX');
    await browser.back();
    await screen.findByText(ELSEWHERE);
  });

  it('after the wizard’s own Back, leaves from the first step: each step is in the history once', async () => {
    const user = await openDraftFromList();
    await nextTo(user, 'pt-BR', 2, 'containers');
    await user.click(screen.getByRole('button', { name: translate('pt-BR', 'portal.wizard.back') }));
    await stepHeading('pt-BR', 1, 'letter');
    await waitFor(() => expect(browser.address).toBe(`/protest/create?draft=${DRAFT}&step=1`));
    await browser.back();
    await screen.findByText(ELSEWHERE);
  });

  it('a letter begun from scratch: its first step gets the draft’s address, and Back finds it', async () => {
    draftStore();
    const user = userEvent.setup();
    openFromList('/protest/create');
    await fillLetterStep(user, '20/11/2026');
    await nextTo(user, 'pt-BR', 2, 'containers');
    await waitFor(() => expect(browser.address).toBe(`/protest/create?draft=${DRAFT}&step=2`));

    await backTo(1, 'letter');
    expect(valueOf('ship')).toBe('MSC Alfa');
    await browser.back();
    await screen.findByText(ELSEWHERE);
  });
});

describe('confirming the letter', () => {
  it('shows that the filing is under way, and files once however often Confirmar is clicked', async () => {
    let answer: (reply: [number, unknown]) => void = () => {};
    const calls = fakeApi(wizardApi(() => new Promise((resolve) => (answer = resolve))));
    const user = userEvent.setup();
    renderScreen(<ProtestWizardPage />, { path: `/protest/create?draft=${DRAFT}` });
    await stepHeading('pt-BR', 4, 'review');
    const confirm = screen.getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    // Two clicks before the page can answer the first: a double click, or a slow machine.
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(translate('pt-BR', 'portal.wizard.filing')),
    );
    expect(confirm.disabled).toBe(true);
    await user.click(confirm);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/protest-letters')).toHaveLength(1));

    answer([201, { id: DRAFT, reference: 'CP-2026-000001' }]);
    await screen.findByText(translate('pt-BR', 'portal.protest.filed', { reference: 'CP-2026-000001' }));
    expect(calls.filter((c) => c.path === '/api/protest-letters')).toHaveLength(1);
  });
});

describe('a broker with several client companies', () => {
  it('chooses none for them: Next waits for the company, and says so', async () => {
    const BETA = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a09';
    const base = wizardApi();
    fakeApi((call) =>
      call.path === '/api/clients'
        ? [
            200,
            [
              { id: CLIENT, name: 'Exportadora Alfa Ltda', country: 'BR' },
              { id: BETA, name: 'Beta Comércio S.A.', country: 'BR' },
            ],
          ]
        : base(call),
    );
    renderScreen(<ProtestWizardPage />, { locale: 'pt-BR', path: '/protest/create' });
    const company = (await screen.findByLabelText(/Cliente/)) as HTMLInputElement;
    // Both companies are offered once its list opens, and none is chosen.
    await userEvent.setup().click(company);
    await screen.findByRole('option', { name: 'Beta Comércio S.A.' });
    expect(screen.getByRole('option', { name: 'Exportadora Alfa Ltda' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    expect(company.value).toBe('');
    expect(nextButton('pt-BR').disabled).toBe(true);
    expect(
      screen.getByText(
        translate('pt-BR', 'validation.required', {
          name: translate('pt-BR', 'portal.wizard.client').toLowerCase(),
        }),
      ),
    ).toBeTruthy();
  });
});

describe('a resumed draft being filled in', () => {
  it('keeps what is typed and the messages beside it when the portal reads its screens again', async () => {
    const store = draftStore();
    await store.seed(draft);
    const user = userEvent.setup();
    const { queryClient } = renderScreen(<ProtestWizardPage />, {
      path: `/protest/create?draft=${DRAFT}&step=1`,
    });
    await waitFor(() => expect(valueOf('merchandise')).toBe(draft.data.merchandise));
    await typeInto(user, 'merchandise', ' e milho');
    const cte = screen.getByLabelText(fieldLabel('pt-BR', 'cte'));
    await user.type(cte, '3526 1112');
    await waitFor(() => expect(errorOf(cte)).toBe('Chave de acesso do CT-e inválida'));
    // The pause in typing saves the draft: the server's copy is no longer the one opened.
    await waitFor(() => expect(store.saved()?.data.merchandise).toBe(`${draft.data.merchandise} e milho`), {
      timeout: 4000,
    });

    // What a language switch does (Root reads every screen again), and the window regaining focus.
    await act(() => queryClient.invalidateQueries());
    act(() => window.dispatchEvent(new Event('focus')));

    expect(valueOf('merchandise')).toBe(`${draft.data.merchandise} e milho`);
    expect(valueOf('cte')).toBe('3526 1112');
    expect(errorOf(cte)).toBe('Chave de acesso do CT-e inválida');
    const draftReads = store.calls.filter(
      (c) => c.method === 'GET' && c.path === `/api/protest-letters/drafts/${DRAFT}`,
    );
    expect(draftReads).toHaveLength(1);
  });
});
