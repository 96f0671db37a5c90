import { useI18n } from '../i18n/I18nContext';

/** /pages/manual: the terms of use. */
export default function ManualPage() {
  const { t } = useI18n();
  return (
    <section className="card prose">
      <h1>{t('portal.menu.termsOfUse')}</h1>
      <p>{t('portal.manual.intro')}</p>
      <p>{t('portal.manual.data')}</p>
      <p>{t('portal.manual.files')}</p>
    </section>
  );
}
