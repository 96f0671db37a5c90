import { LinearProgress } from '@mui/material';
import { useShowContext, type RaRecord } from 'react-admin';

/**
 * The case a detail screen shows, once the api's detail has arrived. A list puts each of its rows
 * into react-admin's cache of single records, so a detail opened from the list is first handed
 * that row: a summary without the shipping, items, log or allowed actions the detail's type
 * promises, and a card reading them would crash. Only a detail carries `allowedActions` (both
 * case kinds' contracts); until it arrives the screen shows a progress bar instead.
 */
export function useCaseDetail<T extends RaRecord & { allowedActions: readonly string[] }>(): T | null {
  const { record, isPlaceholderData } = useShowContext<T>();
  if (!record || isPlaceholderData) return null;
  return Array.isArray((record as Partial<T>).allowedActions) ? record : null;
}

/** What a detail screen shows while its case is still a list row (see useCaseDetail). */
export function CaseDetailLoading() {
  return <LinearProgress sx={{ m: 2 }} />;
}
