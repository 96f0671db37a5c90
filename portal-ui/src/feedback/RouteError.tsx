import { useEffect, useState } from 'react';
import { Link, useLocation, useRouteError } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';
import { reportClientError } from './report-client-error';

/**
 * What a route shows instead of React Router's English crash page: a localized message, the
 * way back, and a code that finds the report in the api's log. Drafts are saved on the server
 * at every wizard step, so trying again (the same address) reopens them.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const [reference, setReference] = useState<string>();
  useEffect(() => {
    let current = true;
    void reportClientError(error, pathname + search).then((id) => current && setReference(id));
    return () => {
      current = false;
    };
  }, [error, pathname, search]);
  return (
    <section className="route-error card" role="alert">
      <h1>{t('portal.crash.title')}</h1>
      <p>{t('portal.crash.body')}</p>
      {reference && <p className="muted">{t('portal.crash.reference', { id: reference })}</p>}
      <div className="actions">
        {/* A full load: the failed chunk or state is fetched anew, the draft from the server. */}
        <a className="btn" href={pathname + search}>
          {t('portal.crash.retry')}
        </a>
        <Link className="btn btn-secondary" to="/processes/list" reloadDocument>
          {t('portal.crash.back')}
        </Link>
      </div>
    </section>
  );
}
