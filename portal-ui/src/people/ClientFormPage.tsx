import type { ClientResponse as Client } from '@claims/contract';
import { type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { useToasts } from '../feedback/ToastContext';
import { SelectInput, TextInput } from '../forms/inputs';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { RecordForm } from './RecordForm';
import { RecordLoadFailed } from './RecordLoadFailed';
import { CLIENT_LIST } from './record-lists';
import { useRecordForm } from './useRecordForm';

const COUNTRIES = ['BR', 'AR', 'PY', 'UY'];

/**
 * /clients/new and /clients/edit/:id: a customs broker master registers a client (its broker
 * then represents it) and edits the clients it represents. The tax id is checked by the
 * country's rules on the server and stored normalized.
 */
export default function ClientFormPage() {
  const { id } = useParams();
  const { t, label } = useI18n();
  const { user: me } = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const form = useRecordForm<Client>(
    '/api/clients',
    id,
    { name: '', taxId: '', country: 'BR', email: '', contact: '' },
    (c) => ({
      name: c.name,
      taxId: c.taxIdFormatted,
      country: c.country,
      email: c.email ?? '',
      contact: c.contact ?? '',
    }),
  );
  const { values } = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const blankIsNone = (v: string | undefined) => (v?.trim() ? v.trim() : null);
    const saved = await form.save({
      name: values.name!.trim(),
      taxId: values.taxId!.trim(),
      country: values.country,
      email: blankIsNone(values.email),
      contact: blankIsNone(values.contact),
    });
    if (!saved) return;
    toasts.show('success', id ? t('portal.admin.clients.saved') : t('success.clientRegistered'));
    navigate(CLIENT_LIST.path);
  }

  const title = id ? t('portal.admin.clients.editTitle') : t('portal.admin.clients.register');
  if (form.state === 'loading') return <p>{t('portal.loading')}</p>;
  if (form.state === 'failed')
    return <RecordLoadFailed title={title} list={CLIENT_LIST} notFound={form.notFound} />;
  return (
    <section>
      <h1>{title}</h1>
      {!id && me?.customsBroker && (
        <p className="muted">{t('portal.admin.clients.intro', { broker: me.customsBroker.name })}</p>
      )}
      <RecordForm
        onSubmit={submit}
        listPath={CLIENT_LIST.path}
        submitLabel={id ? t('portal.admin.save') : t('portal.admin.register')}
        saving={form.saving}
      >
        <TextInput label={label('fields.name')} required {...form.field('name')} />
        <SelectInput
          label={t('portal.admin.clients.country')}
          required
          options={COUNTRIES.map((c) => ({ value: c, label: t(`codes.offices.${c}` as CodeLabelKey) }))}
          {...form.field('country')}
        />
        <TextInput
          label={t('portal.admin.clients.taxId')}
          hint={t('portal.admin.clients.taxIdHint')}
          required
          {...form.field('taxId')}
        />
        <TextInput label={label('fields.email')} type="email" {...form.field('email')} />
        <TextInput label={t('portal.admin.clients.contact')} {...form.field('contact')} />
      </RecordForm>
    </section>
  );
}
