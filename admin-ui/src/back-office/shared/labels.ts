import { useTranslate } from 'react-admin';
import { capitalize } from '@claims/domain';

/**
 * A form or column label from the shared field names (`fields.*`, lower case because the
 * validation messages embed them mid-sentence), with its first letter capitalized.
 */
export function useFieldLabel() {
  const translate = useTranslate();
  return (field: string) => capitalize(translate(`fields.${field}`));
}
