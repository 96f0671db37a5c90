import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { get, useForm, type FieldPath } from 'react-hook-form';
import type { OfficeCountry } from '@claims/domain/src/codes/offices';
import type { MessageKey } from '@claims/domain/src/i18n/translate';
import { fieldLabel, localizeIssues } from '@claims/domain/src/validators/issues';
import { api } from '../../api/client';
import type { UploadedFile } from '../../api/upload';
import { useToasts } from '../../feedback/ToastContext';
import { useApiErrorToast } from '../../feedback/useApiErrorToast';
import { domainResolver } from '../../forms/domain-resolver';
import { refusedFields } from '../../forms/refusal';
import { useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';
import { useWizardRefusal } from '../../wizard/useWizardRefusal';
import { Wizard } from '../../wizard/Wizard';
import { BankStep } from './BankStep';
import { ClientDataStep } from './ClientDataStep';
import { DocumentsStep } from './DocumentsStep';
import { ItemsStep } from './ItemsStep';
import { STEPS, emptyForm, resumeForm, toSubmission, type RequestForm } from './request-form';
import { firstIncompleteStep, formIssues, stepOf, stepValid } from './request-issues';
import { ShippingStep } from './ShippingStep';
import type { Path } from './step-props';
import { SubmitStep } from './SubmitStep';
import { unsavedEdits } from './unsaved-edits';
import { useReferenceOptions } from './useReferenceOptions';
import { draftableRequest } from './draftable-request';

/** How long typing pauses before the draft is saved, as in the protest wizard. */
export const AUTOSAVE_DELAY_MS = 1500;

interface Draft {
  id: string;
  clientId: string;
  data: Partial<Omit<RequestForm, 'shipping'>> & {
    shipping?: Partial<RequestForm['shipping']> & { containers?: string[] };
  };
  attachments: UploadedFile[];
}

/** A saved draft holds the api's submission shape, so it can also be submitted as it stands. */
const fromDraft = (data: Draft['data']) =>
  resumeForm({
    ...data,
    shipping: {
      ...emptyForm().shipping,
      ...data.shipping,
      containers: (data.shipping?.containers ?? []).join(', '),
    },
  } as Partial<RequestForm>);

type Name = FieldPath<RequestForm>;
const nameOf = (path: Path) => path.join('.') as Name;

/**
 * /request-reimbursement/create: the wizard of SPEC §2, saved as a draft at every step. The form
 * is one react-hook-form whose resolver is the domain's submission schema: the field errors, the
 * step's Next and the api's 422 come from the same rules and read the same.
 */
export default function RequestWizardPage() {
  const { t, locale } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const { draftId: routeDraft } = useParams();
  const [params] = useSearchParams();
  const { ports, vessels, clients } = useReferenceOptions();
  const [step, setStep] = useState(0);
  const [draftId, setDraftId] = useState<string | null>(routeDraft ?? null);
  const [clientId, setClientId] = useState(user?.company?.id ?? '');
  const [attachments, setAttachments] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<{ id: string; reference: string } | null>(null);

  const country = (clients.find((c) => c.value === clientId)?.country.trim() ?? 'BR') as OfficeCountry;
  // The resolver reads the country and language of the moment, not those of the first render.
  const current = useRef({ country, locale });
  current.current = { country, locale };
  const countryRef = useRef(country);
  countryRef.current = country;
  const methods = useForm<RequestForm>({
    defaultValues: emptyForm(),
    resolver: (values, context, options) =>
      domainResolver<RequestForm>((v) => formIssues(v, current.current.country), current.current.locale)(
        values,
        context,
        options,
      ),
  });
  const form = methods.watch();
  const { errors } = methods.formState;
  const touched = useRef(new Set<string>());

  useEffect(() => {
    if (!clientId && clients.length === 1) setClientId(clients[0]!.value);
  }, [clients, clientId]);

  // The draft this page created itself is already on screen: the address changes, the form stays.
  const createdHere = useRef<string | null>(null);
  const resuming = useRef(false);
  // Saves run one after another, so two of them never both create the draft.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const savedId = useRef<string | null>(draftId);
  // Once filing starts no save may run: the filing consumes the draft (a PUT after it is a 404).
  const filing = useRef(false);
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [resumed, setResumed] = useState(!routeDraft);
  useEffect(() => {
    if (!routeDraft || routeDraft === createdHere.current) return;
    api
      .get<Draft>(`/api/reimbursements/drafts/${routeDraft}`)
      .then((draft) => {
        // Edits typed after the last save (then a crash or a reload) win over the saved draft.
        const form = resumeForm(unsavedEdits.take(draft.id) ?? fromDraft(draft.data));
        resuming.current = true;
        methods.reset(form);
        resuming.current = false;
        savedId.current = draft.id;
        setClientId(draft.clientId);
        setAttachments(draft.attachments);
        // A reload opens the step it was on (?step=), but never one past the first incomplete one
        // (Next would not have got there); a draft picked from the list opens at that step.
        const types = draft.attachments.map((a) => a.documentType ?? '');
        const incomplete = firstIncompleteStep(form, country, types);
        const asked = params.get('step');
        const onStep = asked === null || asked === '' ? NaN : Number(asked);
        setStep(Number.isInteger(onStep) && onStep >= 0 ? Math.min(onStep, incomplete) : incomplete);
        setResumed(true);
      })
      .catch(showError);
    // Once per draft address: the country and the form methods are read as they are then.
  }, [routeDraft, showError]);

  // The address names the draft and its step, so a reload comes back to both.
  useEffect(() => {
    if (draftId && resumed && !filed)
      navigate(`/request-reimbursement/create/${draftId}?step=${step}`, { replace: true });
  }, [draftId, step, resumed, filed, navigate]);

  // Errors already shown follow a language switch.
  useEffect(() => {
    if (touched.current.size) void methods.trigger([...touched.current] as Name[]);
  }, [locale, methods]);

  const issues = useMemo(() => formIssues(form, country), [form, country]);
  const attachedTypes = attachments.map((a) => a.documentType ?? '');
  const stepName = STEPS[step]!;
  const valid = stepValid(stepName, form, country, attachedTypes) && Boolean(clientId);

  const touch = useCallback(
    (path: Path) => {
      touched.current.add(nameOf(path));
      void methods.trigger(nameOf(path));
    },
    [methods],
  );
  const set = useCallback(
    (path: Path, value: unknown) => {
      const name = nameOf(path);
      methods.setValue(name, value as never, { shouldDirty: true });
      // A touched field, or one the server refused, is checked again as it changes.
      if (touched.current.has(name) || get(methods.formState.errors, name)) void methods.trigger(name);
    },
    [methods],
  );
  const error = useCallback(
    (path: Path): string | undefined => {
      const found = get(errors, nameOf(path)) as
        { message?: string; root?: { message?: string } } | undefined;
      return found?.message ?? found?.root?.message;
    },
    [errors],
  );

  const stepTitle = (name: string) => t(`portal.wizard.steps.${name}` as MessageKey);
  const problems = Object.entries(localizeIssues(issues, locale, (path) => fieldLabel(locale, path))).map(
    ([path, message]) => t('portal.wizard.fixStep', { step: stepTitle(stepOf(path.split('.'))), message }),
  );

  // A 422 from the api lands on the fields it names; the toast names the step to fix, and the
  // wizard goes back to it.
  const refuse = useWizardRefusal({
    setError: methods.setError,
    stepOf: (path) => STEPS.indexOf(stepOf(path.split('.'))),
    stepTitle: (index) => stepTitle(STEPS[index]!),
    goTo: setStep,
    title: t('errors.submit.title'),
  });
  function showRefusal(err: unknown) {
    // Refused fields are checked again as they change, as touched ones are.
    for (const [path] of refusedFields(err)) touched.current.add(path);
    if (!refuse(err)) showError(err);
  }

  const clientRef = useRef(clientId);
  clientRef.current = clientId;
  /**
   * Saves the draft (creating it the first time) so the request can be resumed later. `whole`
   * sends the form as typed, for the api to refuse a wrong field by name (Next, Confirm);
   * otherwise the fields it would refuse are left out of this save (a pause in typing), and this
   * tab keeps them as typed.
   */
  const save = useCallback(
    (whole: boolean): Promise<string | null> => {
      const run = async () => {
        if (filing.current && !whole) return savedId.current;
        const typed = toSubmission(methods.getValues());
        const data = whole ? typed : draftableRequest(typed, countryRef.current);
        const id = savedId.current;
        if (id) {
          await api.put(`/api/reimbursements/drafts/${id}`, { data });
          // The tab's copy goes once the server holds all of it, typing since included.
          if (JSON.stringify(data) === JSON.stringify(toSubmission(methods.getValues())))
            unsavedEdits.saved(id);
          return id;
        }
        // A pause in typing does not create a draft for no company (Next does, to be refused).
        if (!clientRef.current && !whole) return null;
        const created = await api.post<{ id: string }>('/api/reimbursements/drafts', {
          data,
          clientId: clientRef.current,
        });
        savedId.current = created.id;
        createdHere.current = created.id;
        if (JSON.stringify(data) !== JSON.stringify(toSubmission(methods.getValues())))
          unsavedEdits.keep(created.id, methods.getValues());
        setDraftId(created.id);
        return created.id;
      };
      const next = saving.current.catch(() => undefined).then(run);
      saving.current = next;
      return next;
    },
    [methods],
  );

  // Typing keeps the edits in this tab at once, and saves the draft once it pauses.
  useEffect(() => {
    const subscription = methods.watch((typed) => {
      // A draft being resumed is not typing; nothing is saved once the request is being filed.
      if (resuming.current || filing.current) return;
      if (savedId.current) unsavedEdits.keep(savedId.current, typed as RequestForm);
      clearTimeout(autosaveTimer.current);
      autosaveTimer.current = setTimeout(() => void save(false).catch(() => undefined), AUTOSAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(autosaveTimer.current);
      subscription.unsubscribe();
    };
  }, [methods, save]);

  async function next() {
    setBusy(true);
    try {
      await save(true);
      setStep((s) => s + 1);
    } catch (err) {
      showRefusal(err);
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    setBusy(true);
    // A save pending from typing must not run once the filing has consumed the draft.
    clearTimeout(autosaveTimer.current);
    filing.current = true;
    let done = false;
    try {
      const id = await save(true);
      const request = await api.post<{ id: string; reference: string }>('/api/reimbursements', {
        ...toSubmission(methods.getValues()),
        draftId: id ?? undefined,
        clientId,
      });
      done = true;
      if (id) unsavedEdits.saved(id);
      toasts.show('success', t('portal.wizard.filed', { reference: request.reference }));
      setFiled(request);
    } catch (err) {
      showRefusal(err);
    } finally {
      // Refused, the person corrects the form and typing saves it again; filed, never.
      if (!done) filing.current = false;
      setBusy(false);
    }
  }

  if (filed)
    return (
      <section className="completed" aria-live="polite">
        <h1>{t('portal.wizard.completedTitle')}</h1>
        <p>{t('portal.wizard.filed', { reference: filed.reference })}</p>
        <Link className="btn" to={`/request-reimbursement/detail/${filed.id}`}>
          {t('portal.wizard.openRequest')}
        </Link>
      </section>
    );

  const props = { form, set, error, touch };
  const steps = STEPS.map((s) => stepTitle(s));
  const company = clients.find((c) => c.value === clientId)?.label ?? '';
  return (
    <section>
      <h1>{t('portal.menu.newReimbursement')}</h1>
      <Wizard
        title={t('portal.menu.newReimbursement')}
        steps={steps}
        current={step}
        valid={valid}
        busy={busy}
        onBack={() => setStep((s) => Math.max(0, s - 1))}
        onNext={() => void next()}
        onConfirm={() => void confirm()}
      >
        {stepName === 'client' && (
          <ClientDataStep
            {...props}
            chooseClient={!user?.company}
            clients={clients}
            clientId={clientId}
            onClient={setClientId}
            clientLocked={Boolean(draftId)}
            claimant={country}
          />
        )}
        {stepName === 'shipping' && <ShippingStep {...props} ports={ports} vessels={vessels} />}
        {(stepName === 'faults' || stepName === 'damages' || stepName === 'extraCosts') && (
          <ItemsStep {...props} kind={stepName} />
        )}
        {stepName === 'documents' && draftId && (
          <DocumentsStep
            draftId={draftId}
            form={form}
            attachments={attachments}
            setAttachments={setAttachments}
          />
        )}
        {stepName === 'bank' && <BankStep {...props} claimant={country} />}
        {stepName === 'submit' && (
          <SubmitStep form={form} attachments={attachments} problems={problems} company={company} />
        )}
      </Wizard>
    </section>
  );
}
