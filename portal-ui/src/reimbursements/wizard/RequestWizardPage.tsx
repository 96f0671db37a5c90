import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { get, useForm, type FieldPath } from 'react-hook-form';
import type { OfficeCountry } from '@claims/domain/codes/offices';
import type { MessageKey } from '@claims/domain/i18n/translate';
import { requestFieldLabel } from '@claims/domain/reimbursement/field-labels';
import { namedIssueMessages } from '@claims/domain/validators/issues';
import type {
  CarrierNotice as CarrierNoticeResponse,
  ReimbursementDetail,
  ReimbursementDraft,
} from '@claims/contract';
import { fallsUnderCarrierNotice } from '@claims/domain/reimbursement/submission';
import { useBusy } from '@claims/ui-kit/sending';
import { api } from '../../api/client';
import { useApiQuery } from '../../api/queries';
import type { UploadedFile } from '../../api/upload';
import { useFormToasts } from '../../feedback/useFormToasts';
import { domainResolver } from '../../forms/domain-resolver';
import { useChosenOptions } from '../../forms/reference-choices';
import { refusedFields } from '../../forms/refusal';
import { useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';
import { AlreadyFiled, filedCaseOf, type FiledCase } from '../../wizard/AlreadyFiled';
import { useClientChoice } from '../../wizard/useClientChoice';
import { useDraftAutosave } from '../../wizard/useDraftAutosave';
import { stepBlockers } from '../../wizard/step-blockers';
import { useStepHistory } from '../../wizard/useStepHistory';
import { useSavedDraft } from '../../wizard/useSavedDraft';
import { useWizardRefusal } from '../../wizard/useWizardRefusal';
import { Wizard } from '../../wizard/Wizard';
import { BankStep } from './BankStep';
import { ClientDataStep } from './ClientDataStep';
import { DocumentsStep } from './DocumentsStep';
import { ItemsStep } from './ItemsStep';
import { STEPS, emptyForm, resumeForm, toSubmission, type RequestForm } from './request-form';
import {
  firstIncompleteStep,
  formIssues,
  stepIssues,
  stepOf,
  stepValid,
  type PortCountry,
} from './request-issues';
import { ShippingStep } from './ShippingStep';
import type { Path } from './step-props';
import { SubmitStep } from './SubmitStep';
import { unsavedEdits } from './unsaved-edits';
import { useReferenceOptions } from './useReferenceOptions';
import { draftableRequest } from './draftable-request';
import { readableTaxId } from './readable-tax-id';

const requestAddress = (draftId: string, shownStep: number) =>
  `/request-reimbursement/create/${draftId}?step=${shownStep}`;

/** The contract's draft, its data read as the wizard saved it. */
type Draft = Omit<ReimbursementDraft, 'data'> & {
  data: Partial<Omit<RequestForm, 'shipping'>> & {
    shipping?: Partial<RequestForm['shipping']> & { containers?: string[] };
  };
};

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
 * /request-reimbursement/create: the wizard of SPEC §2, saved as a draft at every step, each step
 * a history entry (the browser's Back goes to the previous step, as the wizard's does). The form
 * is one react-hook-form whose resolver is the domain's submission schema: the field errors, the
 * step's Next and the api's 422 come from the same rules and read the same.
 */
export default function RequestWizardPage() {
  const { t, locale } = useI18n();
  const { user } = useSession();
  const { showError, showSuccess } = useFormToasts();
  const { draftId: routeDraft } = useParams();
  const { ports, vessels, clients } = useReferenceOptions();
  const [clientId, setClientId] = useClientChoice(clients.options, user?.company?.id);
  // The company filed for, from its register: found among the first page or read by its id.
  const registered = useChosenOptions(clients, [clientId])(clientId);
  const [attachments, setAttachments] = useState<UploadedFile[]>([]);
  const { busy, whileBusy } = useBusy();
  const [filed, setFiled] = useState<{ id: string; reference: string } | null>(null);
  // The address names a draft filed since (a reload after filing): the case it became.
  const [filedBefore, setFiledBefore] = useState<FiledCase | null>(null);

  const country = (registered?.country.trim() ?? 'BR') as OfficeCountry;
  // The resolver reads the country, language and ports of the moment, not those of the first
  // render (the ports' countries are known once the form below names its ports).
  const current = useRef<{ country: OfficeCountry; locale: typeof locale; portCountry?: PortCountry }>({
    country,
    locale,
  });
  current.current = { ...current.current, country, locale };
  const countryRef = useRef(country);
  countryRef.current = country;
  const methods = useForm<RequestForm>({
    defaultValues: emptyForm(),
    resolver: (values, context, options) => {
      const { country: claimant, locale: now, portCountry: portsNow } = current.current;
      // A field's errors name it as its input does: the claimant's tax id, the account's branch.
      const labelFor = (path: readonly PropertyKey[]) =>
        requestFieldLabel(now, path, { claimant, bankCountry: values.bankData.country });
      return domainResolver<RequestForm>((v) => formIssues(v, claimant, portsNow), now, labelFor)(
        values,
        context,
        options,
      );
    },
  });
  const form = methods.watch();
  const { errors } = methods.formState;
  // A cabotage's two ports are in one country: each chosen port's, from the first page or read by
  // its id (a port found by searching).
  const chosenPort = useChosenOptions(ports, [
    form.shipping.portOfLoadingId,
    form.shipping.portOfDischargeId,
  ]);
  const portCountry: PortCountry = (id) => chosenPort(id)?.country;
  current.current.portCountry = portCountry;
  const touched = useRef(new Set<string>());

  const autosave = useDraftAutosave<RequestForm>({
    methods,
    drafts: '/api/reimbursements/drafts',
    initialId: routeDraft ?? null,
    clientId,
    unsaved: unsavedEdits,
    toDraft: (typed, whole) =>
      whole ? toSubmission(typed) : draftableRequest(toSubmission(typed), countryRef.current),
    onCreated: (id) => steps.nameDraft(id),
  });
  const { draftId, save, resume: showDraft, fillIn, createdHere } = autosave;
  const [resumed, setResumed] = useState(!routeDraft);
  // Each step is a history entry whose address names the draft and the step (?step=, from 1 as shown).
  const steps = useStepHistory({
    addressOf: requestAddress,
    draftId,
    draftInAddress: routeDraft ?? null,
    ready: resumed && !filed,
  });
  const { step, settle } = steps;
  useSavedDraft<Draft>(
    '/api/reimbursements/drafts',
    routeDraft && !createdHere(routeDraft) ? routeDraft : null,
    (draft) => {
      // Edits typed after the last save (then a crash or a reload) win over the saved draft.
      const form = resumeForm(unsavedEdits.take(draft.id) ?? fromDraft(draft.data));
      showDraft(draft.id, form);
      // A draft saved with no client yet resumes with none chosen.
      setClientId(draft.clientId ?? '');
      setAttachments(draft.attachments);
      // A reload opens the step it was on (?step=), but never one past the first incomplete one
      // (Next would not have got there); a draft picked from the list opens at that step.
      const types = draft.attachments.map((a) => a.documentType ?? '');
      const incomplete = firstIncompleteStep(form, country, types, current.current.portCountry);
      settle(steps.asked === null ? incomplete : Math.min(steps.asked, incomplete), draft.id);
      setResumed(true);
    },
    (err) => {
      const became = filedCaseOf(err);
      if (became) setFiledBefore(became);
      else showError(err);
    },
  );

  // A resumed draft holds the tax id as stored (digits): once the company and so its country are
  // known, it reads as people write it, as it did when typed.
  const countryKnown = registered !== undefined;
  useEffect(() => {
    if (!resumed || !countryKnown) return;
    const taxId = methods.getValues('clientData.taxId');
    const shown = readableTaxId(country, taxId);
    if (shown !== taxId) methods.setValue('clientData.taxId', shown);
  }, [resumed, countryKnown, country, methods]);

  // The client data start from the company's register (its name and tax id), for a client user
  // as for a broker once it chooses a client; what the person typed is never replaced, but what
  // was filled in for one company follows a change to another.
  const filledFrom = useRef<{ taxId: string; companyName: string } | null>(null);
  useEffect(() => {
    if (!resumed || !registered) return;
    const now = methods.getValues('clientData');
    const untouched = (field: 'taxId' | 'companyName') =>
      !now[field] || now[field] === filledFrom.current?.[field];
    const register = { taxId: registered.taxIdFormatted, companyName: registered.label };
    fillIn(() => {
      if (untouched('taxId') && now.taxId !== register.taxId)
        methods.setValue('clientData.taxId', register.taxId);
      if (untouched('companyName') && now.companyName !== register.companyName)
        methods.setValue('clientData.companyName', register.companyName);
    });
    filledFrom.current = register;
  }, [resumed, registered, methods, fillIn]);

  // Errors already shown follow a language switch.
  useEffect(() => {
    if (touched.current.size) void methods.trigger([...touched.current] as Name[]);
  }, [locale, methods]);

  const issues = useMemo(() => formIssues(form, country, portCountry), [form, country, portCountry]);
  const attachedTypes = attachments.map((a) => a.documentType ?? '');
  const stepName = STEPS[step]!;
  // SPEC §1: long-course shipments and one carrier's are claimed by e-mail, never here. Said on
  // every step from the one that chose it (the service type, the transporter), with Next held,
  // not as a refusal at the last step, which a draft pre-filled from a long-course protest letter
  // ran into (it reopens past the first step).
  const { data: notice } = useApiQuery<CarrierNoticeResponse>('/api/reimbursements/carrier-notice');
  const byEmail =
    notice !== undefined &&
    notice.carrier.trim() !== '' &&
    fallsUnderCarrierNotice(
      { serviceType: form.serviceType, shipping: { transporter: form.shipping.transporter ?? '' } },
      notice,
    );
  const valid =
    stepValid(stepName, form, country, attachedTypes, portCountry) && Boolean(clientId) && !byEmail;

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
  const labelFor = (path: readonly PropertyKey[]) =>
    requestFieldLabel(locale, path, { claimant: country, bankCountry: form.bankData.country });
  // Why Next is disabled, said beside it: an empty first step otherwise left a grey button and
  // no word of what it waits for. The documents and submit steps list what is missing themselves.
  const blockedBy = [
    ...(byEmail && notice ? [t('errors.carrierNotice', notice)] : []),
    ...(clientId ? [] : [t('validation.required', { name: t('portal.wizard.client').toLowerCase() })]),
    ...(stepName === 'documents' || stepName === 'submit'
      ? []
      : stepBlockers(stepIssues(stepName, issues), locale, labelFor)),
  ];
  const problems = Object.entries(namedIssueMessages(issues, locale, labelFor)).map(([path, message]) =>
    t('portal.wizard.fixStep', { step: stepTitle(stepOf(path.split('.'))), message }),
  );

  // A 422 from the api lands on the fields it names; the toast names the step to fix, and the
  // wizard goes back to it.
  const refuse = useWizardRefusal({
    setError: methods.setError,
    stepOf: (path) => STEPS.indexOf(stepOf(path.split('.'))),
    stepTitle: (index) => stepTitle(STEPS[index]!),
    goTo: steps.goTo,
    title: t('errors.submit.title'),
  });
  function showRefusal(err: unknown) {
    // Refused fields are checked again as they change, as touched ones are.
    for (const [path] of refusedFields(err)) touched.current.add(path);
    if (!refuse(err)) showError(err);
  }

  const next = () =>
    whileBusy(async () => {
      const id = await save(true);
      steps.goTo(step + 1, id);
    }, showRefusal);

  async function confirm() {
    const filing = autosave.file((id) =>
      api.post<ReimbursementDetail>('/api/reimbursements', {
        ...toSubmission(methods.getValues()),
        draftId: id ?? undefined,
        clientId,
      }),
    );
    if (!filing) return;
    await whileBusy(async () => {
      const request = await filing;
      showSuccess(t('portal.wizard.filed', { reference: request.reference }));
      setFiled(request);
    }, showRefusal);
  }

  if (filedBefore)
    return (
      <AlreadyFiled filed={filedBefore} detailPath={`/request-reimbursement/detail/${filedBefore.id}`} />
    );
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
  const titles = STEPS.map((s) => stepTitle(s));
  const company = registered?.label ?? '';
  return (
    <section>
      <h1>{t('portal.menu.newReimbursement')}</h1>
      <Wizard
        title={t('portal.menu.newReimbursement')}
        steps={titles}
        current={step}
        valid={valid}
        blockedBy={blockedBy}
        busy={busy}
        onBack={steps.back}
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
          <ItemsStep {...props} kind={stepName} claimant={country} />
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
          <SubmitStep
            form={form}
            attachments={attachments}
            problems={problems}
            company={company}
            claimant={country}
            ports={ports}
            vessels={vessels}
          />
        )}
      </Wizard>
    </section>
  );
}
