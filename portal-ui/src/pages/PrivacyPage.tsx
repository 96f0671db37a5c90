import { useI18n } from '../i18n/I18nContext';

/** /pages/privacy: the privacy policy (SPEC §2 says one exists; its path is not shown). */
export default function PrivacyPage() {
  const { t } = useI18n();
  return (
    <section className="card prose">
      <h1>{t('portal.privacy.title')}</h1>
      <p>{t('portal.privacy.data')}</p>
      <p>{t('portal.privacy.access')}</p>
      <p>{t('portal.privacy.keep')}</p>
      <p>{t('portal.privacy.rights')}</p>
    </section>
  );
}
