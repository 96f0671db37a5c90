import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
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
import { draftable, firstIncompleteLetterStep, unsavedLetterEdits } from './letter-draft';
import { LetterStep } from './LetterStep';
import { ReviewStep } from './ReviewStep';

/** How long typing pauses before the draft is saved: often enough that a reload loses little. */
export const AUTOSAVE_DELAY_MS = 1500;

interface Draft {
  clientId: string;
  data: Record<string, unknown>;
  files?: UploadedFile[];
}

/**
 * /protest/create: the protest letter in four steps (Step 1 to Step 4), confirmed at the end. One
 * react-hook-form whose resolver is the domain's letter schema: the fields' messages, the reasons
 * Next is disabled and the api's 422 come from the same rules. The draft is saved at every step
 * change and a moment after typing stops, and its id goes into the address, so Back, Next and a
 * reload all find what was typed (what the api cannot keep yet stays in this tab).
 */
export default function ProtestWizardPage() {
  const { t, locale } = useI18n();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const navigate = useNavigate();
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

  // The draft this page created itself is already on screen: the address changes, the form stays.
  const createdHere = useRef<string | null>(null);
  const resuming = useRef(false);
  // Saves run one after another, so two of them never both create the draft.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const savedId = useRef<string | null>(draftId);
  // Once filing starts no save may run: the filing consumes the draft (a PUT after it is a 404).
  const filing = useRef(false);
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resume = params.get('draft');
  const [resumed, setResumed] = useState(!resume);
  useEffect(() => {
    if (!resume || resume === createdHere.current) return;
    api
      .get<Draft>(`/api/protest-letters/drafts/${resume}`)
      .then((d) => {
        // Edits typed after the last save (then a reload) win over the saved draft.
        const letter = resumeLetter(unsavedLetterEdits.take(resume) ?? d.data);
        const attached = d.files ?? [];
        resuming.current = true;
        methods.reset(letter);
        resuming.current = false;
        savedId.current = resume;
        setClientId(d.clientId);
        setFiles(attached);
        setDraftId(resume);
        // A reload opens the step it was on, but never one past the first with something left to
        // do (Next would not have got there); a draft picked from the list opens at that step.
        const incomplete = firstIncompleteLetterStep(
          letter,
          attached.map((f) => f.documentType ?? ''),
        );
        const onStep = Number(params.get('step')) - 1;
        setStep(onStep >= 0 ? Math.min(onStep, incomplete) : incomplete);
        setResumed(true);
      })
      .catch(showError);
    // Once per draft address: the step asked for is read as it is then.
  }, [resume, showError, methods]);

  // The address names the draft and its step, so a reload comes back to both.
  useEffect(() => {
    if (draftId && resumed && !filed)
      navigate(`/protest/create?draft=${draftId}&step=${step + 1}`, { replace: true });
  }, [draftId, step, resumed, filed, navigate]);

  const clientRef = useRef(clientId);
  clientRef.current = clientId;
  /**
   * Saves the draft (creating it the first time) so the letter can be resumed. `whole` sends the
   * letter as typed, for the api to refuse a wrong field by name (Next, Confirm); otherwise the
   * fields it would refuse are left out of this save (Back, a pause in typing).
   */
  const save = useCallback(
    (whole: boolean): Promise<string | null> => {
      const run = async () => {
        if (filing.current && !whole) return savedId.current;
        const typed = methods.getValues();
        const data = whole ? toFiling(typed) : draftable(toFiling(typed));
        const id = savedId.current;
        if (id) {
          await api.put(`/api/protest-letters/drafts/${id}`, { data });
          // The tab's copy goes once the server holds all of it, typing since included.
          if (JSON.stringify(data) === JSON.stringify(toFiling(methods.getValues())))
            unsavedLetterEdits.saved(id);
          return id;
        }
        if (!clientRef.current) return null;
        const created = await api.post<{ id: string }>('/api/protest-letters/drafts', {
          data,
          clientId: clientRef.current,
        });
        savedId.current = created.id;
        createdHere.current = created.id;
        unsavedLetterEdits.keep(created.id, methods.getValues());
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
      // A draft being resumed is not typing; nothing is saved once the letter is being filed.
      if (resuming.current || filing.current) return;
      if (savedId.current) unsavedLetterEdits.keep(savedId.current, typed as LetterForm);
      clearTimeout(autosaveTimer.current);
      autosaveTimer.current = setTimeout(() => void save(false).catch(() => undefined), AUTOSAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(autosaveTimer.current);
      subscription.unsubscribe();
    };
  }, [methods, save]);

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

  async function next() {
    setBusy(true);
    try {
      await save(true);
      setStep((s) => s + 1);
    } catch (err) {
      if (!refuse(err)) showError(err);
    } finally {
      setBusy(false);
    }
  }
  // Back is never checked (SPEC §4), but what this step holds is saved on the way.
  function back() {
    setStep((s) => Math.max(0, s - 1));
    void save(false).catch(() => undefined);
  }
  async function confirm() {
    setBusy(true);
    // A save pending from typing must not run once the filing has consumed the draft.
    clearTimeout(autosaveTimer.current);
    filing.current = true;
    let done = false;
    try {
      const id = await save(true);
      const letter = await api.post<{ id: string; reference: string }>('/api/protest-letters', {
        ...toFiling(methods.getValues()),
        draftId: id ?? undefined,
        clientId,
      });
      done = true;
      if (id) unsavedLetterEdits.saved(id);
      setFiled(letter);
      toasts.show('success', t('portal.protest.filed', { reference: letter.reference }));
    } catch (err) {
      if (!refuse(err)) toasts.show('error', (err as Error).message, t('errors.protestCreation'));
    } finally {
      // Refused, the person corrects the letter and typing saves it again; filed, never.
      if (!done) filing.current = false;
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
            <FilesStep draftId={draftId} files={files} onUploaded={(f) => setFiles((all) => [...all, f])} />
          )}
          {step === 3 && <ReviewStep files={files} />}
        </Wizard>
      </FormProvider>
    </section>
  );
}
