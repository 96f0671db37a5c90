import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';
import { AuthHeader } from './AuthHeader';
import { LegalLinks } from './LegalLinks';

export interface AuthOutlet {
  setBusy(busy: boolean): void;
}

/**
 * SPEC §1: the logos of the carrier and its parent company next to a language dropdown, with a
 * loading overlay; the terms of use and the privacy policy below, readable before signing in.
 */
export function AuthLayout() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <div className="auth-page">
      <AuthHeader />
      <main className="auth-card">
        <h1 className="auth-title">{t('portal.appName')}</h1>
        <Outlet context={{ setBusy } satisfies AuthOutlet} />
      </main>
      <footer className="auth-footer">
        <LegalLinks />
      </footer>
      {busy && (
        <div className="loading-overlay" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('portal.loading')}</span>
        </div>
      )}
    </div>
  );
}
