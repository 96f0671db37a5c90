import { useI18n } from '../i18n/I18nContext';

/**
 * What a screen shows while its code loads on the first visit (React Router's HydrateFallback):
 * the layout around it is already there, and a reader is told the screen is coming, rather than
 * an empty page (and React Router's console warning that nothing was provided).
 */
export function RouteLoading() {
  const { t } = useI18n();
  return (
    <p role="status" className="muted">
      {t('portal.loading')}
    </p>
  );
}
