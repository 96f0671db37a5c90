import { useCallback } from 'react';
import type { MessageKey } from '@claims/domain/src/i18n/translate';
import { useI18n } from '../../i18n/I18nContext';
import type { Issue } from './request-form';

/**
 * The text of the issue at a field path, named as the user reads it ("O campo razão social é
 * obrigatório"). Shown once the field was touched, or once the user tried to go on.
 */
export function useIssueText(issues: Issue[], touched: ReadonlySet<string>, showAll: boolean) {
  const { t } = useI18n();
  return useCallback(
    (path: (string | number)[]) => {
      const key = path.join('.');
      if (!showAll && ![...touched].some((k) => key === k || key.startsWith(`${k}.`))) return undefined;
      const issue = issues.find((i) => i.path.join('.') === key);
      if (!issue) return undefined;
      const field = String(path[path.length - 1]);
      return t(issue.message as MessageKey, { name: t(`fields.${field}` as MessageKey), ...issue.params });
    },
    [issues, touched, showAll, t],
  );
}
