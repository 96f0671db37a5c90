import { useState, type FormEvent } from 'react';
import { PROTEST_STATUSES } from '@claims/domain/codes/protest-statuses';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { DateInput } from '../forms/dates/DateInput';
import { SelectInput, TextInput } from '../forms/inputs';
import { SearchSelect } from '../forms/SearchSelect';
import { useI18n } from '../i18n/I18nContext';
import { useReferenceOptions } from '../reimbursements/wizard/useReferenceOptions';

export type AdvancedFilter = Record<string, string | boolean>;

const EMPTY = {
  status: '',
  createdFrom: '',
  createdTo: '',
  port: '',
  vesselId: '',
  containerNumber: '',
  lateNotice: false,
};

/** The advanced search of the process list: status, dates, port, vessel, container, late notice. */
export function AdvancedSearch({ onApply }: { onApply(filter: AdvancedFilter): void }) {
  const { t, label } = useI18n();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const { ports, vessels } = useReferenceOptions({ withClients: false });
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  function apply(e: FormEvent) {
    e.preventDefault();
    // A date that reads as none stays on its field, with its message; the list is not asked for it.
    const isoDay = /^\d{4}-\d{2}-\d{2}$/;
    if ([values.createdFrom, values.createdTo].some((d) => d !== '' && !isoDay.test(d))) return;
    onApply(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== false)));
  }
  return (
    <div className="advanced-search">
      <button type="button" className="btn btn-secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('portal.processes.advancedSearch')}
      </button>
      {open && (
        <form onSubmit={apply} className="form-grid">
          <SelectInput
            label={t('portal.requests.status')}
            value={values.status}
            onChange={set('status')}
            options={PROTEST_STATUSES.map((s) => ({
              value: s.key,
              label: t(`codes.protestStatuses.${s.key}` as CodeLabelKey),
            }))}
          />
          <DateInput
            label={t('portal.processes.createdFrom')}
            value={values.createdFrom}
            onChange={set('createdFrom')}
          />
          <DateInput
            label={t('portal.processes.createdTo')}
            value={values.createdTo}
            onChange={set('createdTo')}
          />
          <SearchSelect
            label={t('portal.processes.port')}
            value={values.port}
            onChange={set('port')}
            choices={ports}
          />
          <SearchSelect
            label={label('fields.ship')}
            value={values.vesselId}
            onChange={set('vesselId')}
            choices={vessels}
          />
          <TextInput
            label={t('portal.processes.container')}
            value={values.containerNumber}
            onChange={set('containerNumber')}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.lateNotice}
              onChange={(e) => setValues((v) => ({ ...v, lateNotice: e.target.checked }))}
            />
            {t('portal.processes.lateNotice')}
          </label>
          <div className="form-actions">
            <button type="submit" className="btn">
              {t('portal.processes.apply')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setValues(EMPTY);
                onApply({});
              }}
            >
              {t('portal.processes.clear')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
