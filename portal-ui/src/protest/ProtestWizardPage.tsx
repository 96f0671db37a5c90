import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormProvider, useForm } from 'react-hook-form';
import type { MessageKey } from '@claims/domain/i18n/translate';
import { protestLetterSchema, type ProtestLetterInput } from '@claims/domain/protest/letter';
import type { ProtestLetterDetail, ProtestLetterDraft } from '@claims/contract';
import { useBusy } from '@claims/ui-kit/sending';
import { api } from '../api/client';
import type { UploadedFile } from '../api/upload';
import { useToasts } from '../feedback/ToastContext';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { schemaResolver } from '../forms/domain-resolver';
import { useChosenOptions } from '../forms/reference-choices';
import { useErrorsFollowLanguage } from '../forms/field-errors';
import { useI18n } from '../i18n/I18nContext';
import { useReferenceOptions } from '../reimbursements/wizard/useReferenceOptions';
import { AlreadyFiled, filedCaseOf, type FiledCase } from '../wizard/AlreadyFiled';
import { stepBlockers } from '../wizard/step-blockers';
import { useDraftAutosave } from '../wizard/useDraftAutosave';
import { useClientChoice } from '../wizard/useClientChoice';
import { useStepHistory } from '../wizard/useStepHistory';
import { useSavedDraft } from '../wizard/useSavedDraft';
import { useWizardRefusal } from '../wizard/useWizardRefusal';
import { Wizard } from '../wizard/Wizard';
import { ContainersStep } from './ContainersStep';
import { FilesStep } from './FilesStep';
import {
  LETTER_STEPS,
  emptyLetter,
  letterIssues,
  letterStepOf,
  letterStepValid,
  resumeLetter,
  toFiling,
  type LetterForm,
} from './letter-form';
import { draftable, firstIncompleteLetterStep, unsavedLetterEdits } from './letter-draft';
import { LetterStep } from './LetterStep';
import { ReviewStep } from './ReviewStep';
import { LateNotice } from '../processes/LateNotice';

export { AUTOSAVE_DELAY_MS } from '../wizard/useDraftAutosave';

const letterAddress = (draftId: string, shownStep: number) =>
  `/protest/create?draft=${draftId}&step=${shownStep}`;

/**
 * /protest/create: the protest letter in four steps (Step 1 to Step 4), confirmed at the end. One
 * react-hook-form whose resolver is the domain's letter schema: the fields' messages, the reasons
 * Next is disabled and the api's 422 come from the same rules. The draft is saved at every step
 * change and a moment after typing stops; its id and the step go into the address, each step a
 * history entry, so Back (the wizard's or the browser's), Next and a reload all find what was
 * typed (what the api cannot keep yet stays in this tab).
 */
export default function ProtestWizardPage() {
  const { t, locale } = useI18n();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const [params] = useSearchParams();
  const { ports, vessels, clients } = useReferenceOptions();
  const [clientId, setClientId] = useClientChoice(clients.options);
  const client = useChosenOptions(clients, [clientId])(clientId);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const { busy, whileBusy } = useBusy();
  const [filed, setFiled] = useState<ProtestLetterDetail | null>(null);
  // The address names a draft filed since (a reload after filing): the letter it became.
  const [filedBefore, setFiledBefore] = useState<FiledCase | null>(null);
  // A field speaks once it was left, or at once while it holds something wrong (a CT-e key, a
  // container number with a wrong check digit): its rules run on every change and on leaving it.
  const methods = useForm<LetterForm, unknown, ProtestLetterInput>({
    defaultValues: emptyLetter(),
    resolver: schemaResolver(protestLetterSchema, locale, toFiling),
    mode: 'all',
  });
  useErrorsFollowLanguage(methods);
  const values = methods.watch();

  const autosave = useDraftAutosave<LetterForm>({
    methods,
    drafts: '/api/protest-letters/drafts',
    initialId: params.get('draft'),
    clientId,
    unsaved: unsavedLetterEdits,
    toDraft: (typed, whole) => (whole ? toFiling(typed) : draftable(toFiling(typed))),
    onCreated: (id) => steps.nameDraft(id),
  });
  const { draftId, save, resume: showDraft, createdHere } = autosave;
  const resume = params.get('draft');
  const [resumed, setResumed] = useState(!resume);
  // Each step is a history entry whose address names the draft and the step (Step 1 is step=1).
  const steps = useStepHistory({
    addressOf: letterAddress,
    draftId,
    draftInAddress: resume,
    ready: resumed && !filed,
  });
  const { step, settle } = steps;
  useSavedDraft<ProtestLetterDraft>(
    '/api/protest-letters/drafts',
    resume && !createdHere(resume) ? resume : null,
    (d, id) => {
      // Edits typed after the last save (then a reload) win over the saved draft.
      const letter = resumeLetter(unsavedLetterEdits.take(id) ?? d.data);
      const attached = d.files ?? [];
      showDraft(id, letter);
      // A draft saved with no client yet resumes with none chosen.
      setClientId(d.clientId ?? '');
      setFiles(attached);
      // A reload opens the step it was on, but never one past the first with something left to
      // do (Next would not have got there); a draft picked from the list opens at that step.
      const incomplete = firstIncompleteLetterStep(
        letter,
        attached.map((f) => f.documentType ?? ''),
      );
      settle(steps.asked === null ? incomplete : Math.min(steps.asked, incomplete), id);
      setResumed(true);
    },
    (err) => {
      const became = filedCaseOf(err);
      if (became) setFiledBefore(became);
      else showError(err);
    },
  );

  const stepTitle = (s: number) => t(`portal.protest.steps.${LETTER_STEPS[s]!}` as MessageKey);
  const refuse = useWizardRefusal({
    setError: methods.setError,
    stepOf: letterStepOf,
    stepTitle,
    goTo: steps.goTo,
    title: t('errors.protestCreation'),
  });
  const attached = files.map((f) => f.documentType ?? '');
  const clientMissing = step === 0 && !clientId;
  const valid = letterStepValid(step, values, attached) && !clientMissing;
  // Why Next is disabled, as the reimbursement wizard says it: every field of this step still
  // wanting, touched or not, in the words its message will use. The files and the review list
  // what is missing themselves.
  const blockedBy = [
    ...(clientMissing && clients.options.length > 1
      ? [t('validation.required', { name: t('portal.wizard.client').toLowerCase() })]
      : []),
    ...(step < 2
      ? stepBlockers(
          letterIssues(values).filter((issue) => letterStepOf(issue.path.join('.')) === step),
          locale,
        )
      : []),
  ];

  const next = () =>
    whileBusy(
      async () => {
        const id = await save(true);
        steps.goTo(step + 1, id);
      },
      (err) => {
        if (!refuse(err)) showError(err);
      },
    );
  // Back is never checked (SPEC §4), but what this step holds is saved on the way.
  function back() {
    steps.back();
    void save(false).catch(() => undefined);
  }
  async function confirm() {
    const filing = autosave.file((id) =>
      api.post<ProtestLetterDetail>('/api/protest-letters', {
        ...toFiling(methods.getValues()),
        draftId: id ?? undefined,
        clientId,
      }),
    );
    if (!filing) return;
    await whileBusy(
      async () => {
        const letter = await filing;
        setFiled(letter);
        toasts.show('success', t('portal.protest.filed', { reference: letter.reference }));
      },
      (err) => {
        if (!refuse(err)) toasts.show('error', (err as Error).message, t('errors.protestCreation'));
      },
    );
  }

  if (filedBefore)
    return <AlreadyFiled filed={filedBefore} detailPath={`/processes/details/${filedBefore.id}`} />;
  if (filed)
    return (
      <section className="completed">
        <h1>{t('portal.wizard.completedTitle')}</h1>
        <p>{t('portal.protest.filed', { reference: filed.reference })}</p>
        <LateNotice letter={filed} />
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
          valid={valid}
          blockedBy={blockedBy}
          busy={busy}
          onBack={back}
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
            <FilesStep
              draftId={draftId}
              files={files}
              onUploaded={(f) => setFiles((all) => [...all, f])}
              onRemoved={(f) =>
                api
                  .delete(`/api/protest-letters/${draftId}/files/${f.id}`)
                  .then(() => setFiles((all) => all.filter((x) => x.id !== f.id)))
                  .catch(showError)
              }
            />
          )}
          {step === 3 && <ReviewStep files={files} client={client?.label ?? ''} ports={ports} />}
        </Wizard>
      </FormProvider>
    </section>
  );
}
