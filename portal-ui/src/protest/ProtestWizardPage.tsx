import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormProvider, useForm } from 'react-hook-form';
import type { MessageKey } from '@claims/domain/src/i18n/translate';
import { protestLetterSchema, type ProtestLetterInput } from '@claims/domain/src/protest/letter';
import { api } from '../api/client';
import type { UploadedFile } from '../api/upload';
import { useToasts } from '../feedback/ToastContext';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { schemaResolver } from '../forms/domain-resolver';
import { shownErrors, useErrorsFollowLanguage } from '../forms/field-errors';
import { useI18n } from '../i18n/I18nContext';
import { useReferenceOptions } from '../reimbursements/wizard/useReferenceOptions';
import { useWizardRefusal } from '../wizard/useWizardRefusal';
import { Wizard } from '../wizard/Wizard';
import { ContainersStep } from './ContainersStep';
import { FilesStep } from './FilesStep';
import {
  LETTER_STEPS,
  emptyLetter,
  letterStepOf,
  letterStepValid,
  resumeLetter,
  toFiling,
  type LetterForm,
} from './letter-form';
import { LetterStep } from './LetterStep';
import { ReviewStep } from './ReviewStep';

interface Draft {
  clientId: string;
  data: Record<string, unknown>;
  files?: UploadedFile[];
}

/**
 * /protest/create: the protest letter in four steps (Step 1 to Step 4), saved as a draft at each
 * Next, confirmed at the end. One react-hook-form whose resolver is the domain's letter schema:
 * the fields' messages, the reasons Next is disabled and the api's 422 come from the same rules.
 */
export default function ProtestWizardPage() {
  const { t, locale } = useI18n();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const [params] = useSearchParams();
  const { ports, vessels, clients } = useReferenceOptions();
  const [step, setStep] = useState(0);
  const [draftId, setDraftId] = useState<string | null>(params.get('draft'));
  const [clientId, setClientId] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<{ id: string; reference: string } | null>(null);
  // A field speaks once it was left, or at once while it holds something wrong (a CT-e key, a
  // container number with a wrong check digit): its rules run on every change and on leaving it.
  const methods = useForm<LetterForm, unknown, ProtestLetterInput>({
    defaultValues: emptyLetter(),
    resolver: schemaResolver(protestLetterSchema, locale, toFiling),
    mode: 'all',
  });
  useErrorsFollowLanguage(methods);
  const values = methods.watch();

  useEffect(() => {
    if (!clientId && clients[0]) setClientId(clients[0].value);
  }, [clients, clientId]);
  useEffect(() => {
    const resume = params.get('draft');
    if (!resume) return;
    api
      .get<Draft>(`/api/protest-letters/drafts/${resume}`)
      .then((d) => {
        methods.reset(resumeLetter(d.data));
        setClientId(d.clientId);
        setFiles(d.files ?? []);
      })
      .catch(showError);
  }, [params, showError, methods]);

  const stepTitle = (s: number) => t(`portal.protest.steps.${LETTER_STEPS[s]!}` as MessageKey);
  const refuse = useWizardRefusal({
    setError: methods.setError,
    stepOf: letterStepOf,
    stepTitle,
    goTo: setStep,
    title: t('errors.protestCreation'),
  });
  const attached = files.map((f) => f.documentType ?? '');
  const valid = letterStepValid(step, values, attached);
  // Why Next is disabled: the messages beside this step's fields.
  const blockedBy =
    step < 2
      ? shownErrors(methods.formState.errors)
          .filter((e) => letterStepOf(e.path) === step)
          .map((e) => e.message)
      : [];

  /** Saves the draft (creating it the first time) so the letter can be resumed from the drafts list. */
  async function save(): Promise<string> {
    const data = toFiling(methods.getValues());
    if (draftId) {
      await api.put(`/api/protest-letters/drafts/${draftId}`, { data });
      return draftId;
    }
    const created = await api.post<{ id: string }>('/api/protest-letters/drafts', { data, clientId });
    setDraftId(created.id);
    return created.id;
  }
  async function next() {
    setBusy(true);
    try {
      await save();
      setStep((s) => s + 1);
    } catch (err) {
      if (!refuse(err)) showError(err);
    } finally {
      setBusy(false);
    }
  }
  async function confirm() {
    setBusy(true);
    try {
      const id = await save();
      const letter = await api.post<{ id: string; reference: string }>('/api/protest-letters', {
        ...toFiling(methods.getValues()),
        draftId: id,
        clientId,
      });
      setFiled(letter);
      toasts.show('success', t('portal.protest.filed', { reference: letter.reference }));
    } catch (err) {
      if (!refuse(err)) toasts.show('error', (err as Error).message, t('errors.protestCreation'));
    } finally {
      setBusy(false);
    }
  }

  if (filed)
    return (
      <section className="completed">
        <h1>{t('portal.wizard.completedTitle')}</h1>
        <p>{t('portal.protest.filed', { reference: filed.reference })}</p>
        <Link className="btn" to={`/processes/details/${filed.id}`}>
          {t('portal.wizard.openRequest')}
        </Link>
      </section>
    );

  return (
    <section>
      <h1>{t('portal.menu.newProtest')}</h1>
      <FormProvider {...methods}>
        <Wizard
          title={t('portal.menu.newProtest')}
          steps={LETTER_STEPS.map((_, s) => stepTitle(s))}
          current={step}
          numberFrom={1}
          valid={valid}
          blockedBy={blockedBy}
          busy={busy}
          onBack={() => setStep((s) => s - 1)}
          onNext={() => void next()}
          onConfirm={() => void confirm()}
        >
          {step === 0 && (
            <LetterStep
              clients={clients}
              clientId={clientId}
              onClient={setClientId}
              clientLocked={Boolean(draftId)}
              ports={ports}
              vessels={vessels}
            />
          )}
          {step === 1 && <ContainersStep />}
          {step === 2 && draftId && (
            <FilesStep draftId={draftId} files={files} onUploaded={(f) => setFiles((all) => [...all, f])} />
          )}
          {step === 3 && <ReviewStep files={files} />}
        </Wizard>
      </FormProvider>
    </section>
  );
}
