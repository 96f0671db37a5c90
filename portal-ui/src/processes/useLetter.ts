import { useEffect, useState } from 'react';
import { api, ApiError } from '../api/client';
import { useI18n } from '../i18n/I18nContext';
import type { Letter } from './letter';

export function useLetter(id: string) {
  const { t } = useI18n();
  const [letter, setLetter] = useState<Letter | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    api
      .get<Letter>(`/api/protest-letters/${id}`)
      .then(setLetter)
      .catch((err: unknown) => setFailure(err instanceof ApiError ? err.message : t('errors.generic')));
  }, [id, t]);
  return { letter, failure };
}
