import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { OfficeCountry } from '@claims/domain/src/codes/offices';
import type { MessageKey } from '@claims/domain/src/i18n/translate';
import { api } from '../../api/client';
import type { UploadedFile } from '../../api/upload';
import { useToasts } from '../../feedback/ToastContext';
import { useApiErrorToast } from '../../feedback/useApiErrorToast';
import { useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';
import { Wizard } from '../../wizard/Wizard';
import { BankStep } from './BankStep';
import { ClientDataStep } from './ClientDataStep';
import { DocumentsStep } from './DocumentsStep';
import { ItemsStep } from './ItemsStep';
import {
  STEPS,
  emptyForm,
  formIssues,
  resumeForm,
  stepIssues,
  stepValid,
  toSubmission,
  type RequestForm,
} from './request-form';
import { ShippingStep } from './ShippingStep';
import type { Path } from './step-props';
import { SubmitStep } from './SubmitStep';
import { useIssueText } from './useIssueText';
import { useReferenceOptions } from './useReferenceOptions';

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

/** /request-reimbursement/create: the wizard of SPEC §2, saved as a draft at every step. */
export default function RequestWizardPage() {
  const { t } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const { draftId: routeDraft } = useParams();
  const { ports, vessels, clients } = useReferenceOptions();
  const [form, setForm] = useState<RequestForm>(emptyForm);
  const [step, setStep] = useState(0);
  const [draftId, setDraftId] = useState<string | null>(routeDraft ?? null);
  const [clientId, setClientId] = useState(user?.company?.id ?? '');
  const [attachments, setAttachments] = useState<UploadedFile[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<{ id: string; reference: string } | null>(null);

  useEffect(() => {
    if (!clientId && clients.length === 1) setClientId(clients[0]!.value);
  }, [clients, clientId]);

  // The draft this page created itself is already on screen: the address changes, the form stays.
  const createdHere = useRef<string | null>(null);
  useEffect(() => {
    if (!routeDraft || routeDraft === createdHere.current) return;
    api
      .get<Draft>(`/api/reimbursements/drafts/${routeDraft}`)
      .then((draft) => {
        setForm(fromDraft(draft.data));
        setClientId(draft.clientId);
        setAttachments(draft.attachments);
      })
      .catch(showError);
  }, [routeDraft, showError]);

  const country = (clients.find((c) => c.value === clientId)?.country.trim() ?? 'BR') as OfficeCountry;
  const issues = useMemo(() => formIssues(form, country), [form, country]);
  const attachedTypes = attachments.map((a) => a.documentType ?? '');
  const stepName = STEPS[step]!;
  const valid = stepValid(stepName, form, country, attachedTypes) && Boolean(clientId);
  const issueText = useIssueText(
    stepName === 'submit' ? issues : stepIssues(stepName, issues),
    touched,
    false,
  );
  const touch = useCallback((path: Path) => setTouched((all) => new Set(all).add(path.join('.'))), []);

  /** Saves the draft (creating it the first time) so the request can be resumed later. */
  async function save(): Promise<string> {
    const data = toSubmission(form);
    if (draftId) {
      await api.put(`/api/reimbursements/drafts/${draftId}`, { data });
      return draftId;
    }
    const created = await api.post<{ id: string }>('/api/reimbursements/drafts', { data, clientId });
    setDraftId(created.id);
    createdHere.current = created.id;
    navigate(`/request-reimbursement/create/${created.id}`, { replace: true });
    return created.id;
  }

  async function next() {
    setBusy(true);
    try {
      await save();
      setStep((s) => s + 1);
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    setBusy(true);
    try {
      const id = await save();
      const request = await api.post<{ id: string; reference: string }>('/api/reimbursements', {
        ...toSubmission(form),
        draftId: id,
        clientId,
      });
      toasts.show('success', t('portal.wizard.filed', { reference: request.reference }));
      setFiled(request);
    } catch (err) {
      showError(err);
    } finally {
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

  const props = { form, change: setForm, error: issueText, touch };
  const steps = STEPS.map((s) => t(`portal.wizard.steps.${s}` as MessageKey));
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
        {stepName === 'bank' && <BankStep {...props} />}
        {stepName === 'submit' && (
          <SubmitStep form={form} attachments={attachments} issues={issues} company={company} />
        )}
      </Wizard>
    </section>
  );
}
