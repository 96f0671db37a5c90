import { useCase } from '../api/case-cache';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n/I18nContext';
import type { Letter } from './letter';

/**
 * The protest letter a page works on, through the cache; `failure` is the text to show when it
 * cannot be read. A page with a form over it (`editing`) does not read it again on window focus.
 */
export function useLetter(id: string, { editing = false }: { editing?: boolean } = {}) {
  const { t } = useI18n();
  const { data: letter = null, error } = useCase<Letter>('protest-letters', id, {
    refetchOnWindowFocus: !editing,
  });
  // A re-read that fails keeps the letter on screen.
  const failure = letter ? null : error && (error instanceof ApiError ? error.message : t('errors.generic'));
  return { letter, failure };
}
