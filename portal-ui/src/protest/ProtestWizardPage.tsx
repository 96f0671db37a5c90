import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PROTEST_DAMAGE_TYPES } from '@claims/domain/src/codes/protest-damage-types';
import { REQUIRED_PROTEST_FILES, missingProtestFiles } from '@claims/domain/src/protest/letter';
import type { CodeLabelKey } from '@claims/domain/src/i18n/code-labels';
import type { MessageKey } from '@claims/domain/src/i18n/translate';
import { api } from '../api/client';
import type { UploadedFile } from '../api/upload';
import { useToasts } from '../feedback/ToastContext';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { SelectInput, TextInput } from '../forms/inputs';
import { useI18n } from '../i18n/I18nContext';
import { useReferenceOptions } from '../reimbursements/wizard/useReferenceOptions';
import { UploadList } from '../uploads/UploadList';
import { Wizard } from '../wizard/Wizard';
import {
  LETTER_STEPS,
  emptyContainer,
  emptyLetter,
  letterStepValid,
  toFiling,
  type LetterForm,
} from './letter-form';

/** /protest/create: the protest letter in four steps (Step 1 to Step 4), saved as a draft, confirmed at the end. */
export default function ProtestWizardPage() {
  const { t, label: fieldLabel } = useI18n();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const [params] = useSearchParams();
  const { ports, vessels, clients } = useReferenceOptions();
  const [form, setForm] = useState<LetterForm>(emptyLetter);
  const [step, setStep] = useState(0);
  const [draftId, setDraftId] = useState<string | null>(params.get('draft'));
  const [clientId, setClientId] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [documentType, setDocumentType] = useState('DAMAGE_REPORT');
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<{ id: string; reference: string } | null>(null);

  useEffect(() => {
    if (!clientId && clients[0]) setClientId(clients[0].value);
  }, [clients, clientId]);
  useEffect(() => {
    const resume = params.get('draft');
    if (!resume) return;
    api
      .get<{ clientId: string; data: Partial<LetterForm>; files?: UploadedFile[] }>(
        `/api/protest-letters/drafts/${resume}`,
      )
      .then((d) => {
        setForm({ ...emptyLetter(), ...d.data });
        setClientId(d.clientId);
        setFiles(d.files ?? []);
      })
      .catch(showError);
  }, [params, showError]);

  const set = (field: keyof LetterForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const label = (field: string) => fieldLabel(`fields.${field}` as MessageKey);
  const attached = files.map((f) => f.documentType ?? '');
  const valid = letterStepValid(step, form, attached);

  async function save() {
    const data = toFiling(form);
    if (draftId) return void (await api.put(`/api/protest-letters/drafts/${draftId}`, { data }));
    const created = await api.post<{ id: string }>('/api/protest-letters/drafts', { data, clientId });
    setDraftId(created.id);
  }
  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      showError(err);
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

  const setContainer = (i: number, patch: Partial<LetterForm['containers'][number]>) =>
    setForm((f) => ({ ...f, containers: f.containers.map((c, j) => (j === i ? { ...c, ...patch } : c)) }));
  return (
    <section>
      <h1>{t('portal.menu.newProtest')}</h1>
      <Wizard
        title={t('portal.menu.newProtest')}
        steps={LETTER_STEPS.map((s) => t(`portal.protest.steps.${s}` as MessageKey))}
        current={step}
        numberFrom={1}
        valid={valid}
        busy={busy}
        onBack={() => setStep((s) => s - 1)}
        onNext={() =>
          void run(async () => {
            await save();
            setStep((s) => s + 1);
          })
        }
        onConfirm={() =>
          void run(async () => {
            await save();
            try {
              const letter = await api.post<{ id: string; reference: string }>('/api/protest-letters', {
                ...toFiling(form),
                draftId,
                clientId,
              });
              setFiled(letter);
              toasts.show('success', t('portal.protest.filed', { reference: letter.reference }));
            } catch (err) {
              toasts.show('error', (err as Error).message, t('errors.protestCreation'));
            }
          })
        }
      >
        {step === 0 && (
          <div className="form-grid">
            {clients.length > 1 && (
              <SelectInput
                label={t('portal.wizard.client')}
                value={clientId}
                options={clients}
                onChange={setClientId}
                disabled={Boolean(draftId)}
                required
              />
            )}
            <TextInput
              label={label('billOfLading')}
              value={form.billOfLading}
              onChange={set('billOfLading')}
              required
            />
            <TextInput
              label={label('houseBillOfLading')}
              value={form.houseBillOfLading}
              onChange={set('houseBillOfLading')}
            />
            <TextInput label={label('cte')} value={form.cte} onChange={set('cte')} />
            <SelectInput
              label={t('portal.protest.vesselFromList')}
              value={form.vesselId}
              options={vessels}
              onChange={(id) =>
                setForm((f) => ({
                  ...f,
                  vesselId: id,
                  ship: vessels.find((v) => v.value === id)?.label ?? f.ship,
                }))
              }
            />
            <TextInput label={label('ship')} value={form.ship} onChange={set('ship')} required />
            <TextInput label={label('voyage')} value={form.voyage} onChange={set('voyage')} required />
            <TextInput
              label={label('merchandise')}
              value={form.merchandise}
              onChange={set('merchandise')}
              multiline
              required
            />
            <TextInput
              label={label('notifyingCompany')}
              value={form.notifyingCompany}
              onChange={set('notifyingCompany')}
              required
            />
            <SelectInput
              label={label('portOfEmbarkationId')}
              value={form.portOfEmbarkationId}
              options={ports}
              onChange={set('portOfEmbarkationId')}
              required
            />
            <SelectInput
              label={label('portOfDischargeId')}
              value={form.portOfDischargeId}
              options={ports}
              onChange={set('portOfDischargeId')}
              required
            />
            <TextInput
              label={label('dischargeDate')}
              type="date"
              value={form.dischargeDate}
              onChange={set('dischargeDate')}
              required
            />
          </div>
        )}
        {step === 1 && (
          <div>
            {form.containers.map((c, i) => (
              <fieldset key={i} className="line">
                <legend>{t('portal.wizard.line', { n: i + 1 })}</legend>
                <div className="form-grid">
                  <TextInput
                    label={label('number')}
                    value={c.number}
                    onChange={(v) => setContainer(i, { number: v })}
                    required
                  />
                  <TextInput
                    label={label('sealManifested')}
                    value={c.sealManifested}
                    onChange={(v) => setContainer(i, { sealManifested: v })}
                  />
                  <TextInput
                    label={label('sealDetermined')}
                    value={c.sealDetermined}
                    onChange={(v) => setContainer(i, { sealDetermined: v })}
                  />
                  <TextInput
                    label={label('weightManifested')}
                    value={c.weightManifested}
                    inputMode="decimal"
                    onChange={(v) => setContainer(i, { weightManifested: v })}
                  />
                  <TextInput
                    label={label('weightDetermined')}
                    value={c.weightDetermined}
                    inputMode="decimal"
                    onChange={(v) => setContainer(i, { weightDetermined: v })}
                  />
                </div>
                <fieldset className="checkbox-group">
                  <legend>{label('damages')}</legend>
                  {PROTEST_DAMAGE_TYPES.map((d) => (
                    <label key={d.key} className="checkbox">
                      <input
                        type="checkbox"
                        checked={c.damages.includes(d.key)}
                        onChange={(e) =>
                          setContainer(i, {
                            damages: e.target.checked
                              ? [...c.damages, d.key]
                              : c.damages.filter((x) => x !== d.key),
                          })
                        }
                      />
                      {t(`codes.protestDamageTypes.${d.key}` as CodeLabelKey)}
                    </label>
                  ))}
                </fieldset>
                {form.containers.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    onClick={() =>
                      setForm((f) => ({ ...f, containers: f.containers.filter((_, j) => j !== i) }))
                    }
                  >
                    {t('portal.wizard.removeLine', { n: i + 1 })}
                  </button>
                )}
              </fieldset>
            ))}
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setForm((f) => ({ ...f, containers: [...f.containers, emptyContainer()] }))}
            >
              {t('portal.wizard.addLine', { what: label('containers') })}
            </button>
          </div>
        )}
        {step === 2 && draftId && (
          <div>
            <ul className="required-documents">
              {REQUIRED_PROTEST_FILES.map((r) => (
                <li
                  key={r.name}
                  className={missingProtestFiles(attached).includes(r.name) ? 'missing' : 'done'}
                >
                  {r.anyOf.map((k) => t(`codes.documentTypes.${k}` as CodeLabelKey)).join(' / ')}
                </li>
              ))}
            </ul>
            <SelectInput
              label={fieldLabel('fields.documentType')}
              value={documentType}
              onChange={setDocumentType}
              options={[...REQUIRED_PROTEST_FILES.flatMap((r) => r.anyOf), 'SURVEY_REPORT', 'PHOTOS'].map(
                (k) => ({
                  value: k,
                  label: t(`codes.documentTypes.${k}` as CodeLabelKey),
                }),
              )}
            />
            <UploadList
              label={t('portal.upload.choose')}
              uploadPath={`/api/protest-letters/${draftId}/files`}
              fields={{ documentType }}
              files={files}
              describe={(f) =>
                f.documentType ? t(`codes.documentTypes.${f.documentType}` as CodeLabelKey) : ''
              }
              onUploaded={(f) => setFiles((all) => [...all, f])}
            />
          </div>
        )}
        {step === 3 && (
          <div>
            <dl className="summary">
              <div>
                <dt>{label('billOfLading')}</dt>
                <dd>{form.billOfLading}</dd>
              </div>
              <div>
                <dt>{label('containers')}</dt>
                <dd>{form.containers.map((c) => c.number).join(', ')}</dd>
              </div>
              <div>
                <dt>{t('portal.wizard.steps.documents')}</dt>
                <dd>{files.length}</dd>
              </div>
            </dl>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={form.inspectionRequested}
                onChange={(e) => setForm((f) => ({ ...f, inspectionRequested: e.target.checked }))}
              />
              {t('portal.protest.inspectionRequested')}
            </label>
          </div>
        )}
      </Wizard>
    </section>
  );
}
