import { type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { SUPPORTED_LOCALES } from '@claims/domain/i18n/locales';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { ConfirmButton } from '../feedback/Confirm';
import { useToasts } from '../feedback/ToastContext';
import { SelectInput, TextInput } from '../forms/inputs';
import { useI18n } from '../i18n/I18nContext';
import { LANGUAGES } from '../layout/LanguageSelect';
import { operatorRoleOf } from '../session/abilities';
import { useSession } from '../session/SessionContext';
import { useRecordForm } from './useRecordForm';
import { RecordForm } from './RecordForm';
import { RecordLoadFailed } from './RecordLoadFailed';
import { USER_LIST } from './record-lists';
import { userUpdatedMessage, type UpdatedUserResponse } from '@claims/contract';
import { ResendInvitationButton } from './ResendInvitationButton';
import { UserDetails } from './UserDetails';
import { UserStatus } from './UserStatus';

const FIELDS = ['name', 'lastName', 'email'] as const;

/**
 * /users/new and /users/edit/:id: a company master invites an operator of its own company (who
 * gets the e-mail to set a password), edits one, or deactivates and reactivates one. A user it
 * may not edit (itself, another master) is shown read-only with the reason.
 */
export default function UserFormPage() {
  const { id } = useParams();
  const { t, label, locale } = useI18n();
  const { user: me } = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const role = operatorRoleOf(me?.roles[0] ?? '');
  const form = useRecordForm<UpdatedUserResponse>(
    '/api/users',
    id,
    { name: '', lastName: '', email: '', language: locale },
    (u) => ({ name: u.name, lastName: u.lastName, email: u.email, language: u.language }),
  );
  const { values, record } = form;
  const company = me?.company?.name ?? me?.customsBroker?.name ?? '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      ...values,
      name: values.name!.trim(),
      lastName: values.lastName!.trim(),
      email: values.email!.trim(),
    };
    const saved = await form.save({ ...body, role });
    if (!saved) return;
    toasts.show(
      'success',
      id ? updatedText(saved, body.email) : t('portal.admin.users.invited', { email: saved.email }),
    );
    navigate(USER_LIST.path);
  }

  /** What happens next when the address changed: a new invitation, or a link to confirm it. */
  function updatedText(saved: UpdatedUserResponse, typed: string) {
    const message = userUpdatedMessage(saved, typed);
    return t(message.key, message.params);
  }

  async function setActive(active: boolean) {
    const saved = await form.save(null, { active });
    if (saved)
      toasts.show('success', t(active ? 'portal.admin.users.reactivated' : 'portal.admin.users.deactivated'));
  }

  const title = id ? t('portal.admin.users.editTitle') : t('portal.admin.users.invite');
  if (form.state === 'loading') return <p>{t('portal.loading')}</p>;
  if (form.state === 'failed' || !role)
    return <RecordLoadFailed title={title} list={USER_LIST} notFound={form.notFound} />;
  // Its own account or another master: no form that could only end in a refusal.
  if (record?.editRefusal) return <UserDetails user={record} />;
  return (
    <section>
      <div className="page-header">
        <h1>{title}</h1>
        {record && <UserStatus user={record} />}
      </div>
      {!id && <p className="muted">{t('portal.admin.users.inviteIntro', { company })}</p>}
      <RecordForm
        onSubmit={submit}
        listPath={USER_LIST.path}
        submitLabel={id ? t('portal.admin.save') : t('portal.admin.users.invite')}
        saving={form.saving}
        actions={
          record && (
            <>
              <ResendInvitationButton user={record} />
              {record.active ? (
                <ConfirmButton
                  className="btn btn-danger"
                  label={t('portal.admin.users.deactivate')}
                  question={t('portal.admin.users.deactivateQuestion', {
                    name: `${record.name} ${record.lastName}`,
                  })}
                  disabled={form.saving}
                  onConfirm={() => setActive(false)}
                />
              ) : (
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={form.saving}
                  onClick={() => void setActive(true)}
                >
                  {t('portal.admin.users.reactivate')}
                </button>
              )}
            </>
          )
        }
      >
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={label(`fields.${field}`)}
            type={field === 'email' ? 'email' : 'text'}
            required
            {...form.field(field)}
          />
        ))}
        <SelectInput
          label={t('portal.admin.users.emailLanguage')}
          options={SUPPORTED_LOCALES.map((code) => ({ value: code, label: LANGUAGES[code].name }))}
          {...form.field('language')}
        />
        <TextInput
          label={label('fields.role')}
          value={t(`codes.roles.${record?.role ?? role}` as CodeLabelKey)}
          onChange={() => {}}
          readOnly
        />
      </RecordForm>
    </section>
  );
}
