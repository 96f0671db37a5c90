import { useEffect, useRef, useState } from 'react';
import { useApiQuery } from '../api/queries';

/**
 * The saved draft a wizard's address names, read through the cache and put on screen once
 * (`show`), or why it cannot be (`fail`: gone, filed since, refused). Once on screen the form is
 * the person's: nothing reads the draft again under it, neither the window regaining focus nor
 * a language switch (which reads every screen again), or what was typed since the last save
 * would be replaced. Dropped from the cache when the wizard closes, so that coming back to the
 * draft reads it as it was last saved, not as it was first opened.
 */
export function useSavedDraft<Draft>(
  /** The api's drafts of this kind of case: GET `<drafts>/<id>` reads one. */
  drafts: string,
  /** The draft to read; null when there is none (a new case, or one this page created). */
  id: string | null,
  show: (draft: Draft, id: string) => void,
  fail: (err: Error) => void,
) {
  // The draft whose answer (the draft or a failure) the page has had: it is read no more.
  const [settled, setSettled] = useState<string | null>(null);
  const reading = id !== null && settled !== id ? id : null;
  const { data, error } = useApiQuery<Draft>(`${drafts}/${id ?? ''}`, {
    enabled: reading !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // The page's callbacks of the moment (the country, the step asked for) when the answer comes.
  const handlers = useRef({ show, fail });
  handlers.current = { show, fail };

  useEffect(() => {
    if (reading === null || data === undefined) return;
    setSettled(reading);
    handlers.current.show(data, reading);
  }, [reading, data]);
  useEffect(() => {
    if (reading === null || !error) return;
    setSettled(reading);
    handlers.current.fail(error);
  }, [reading, error]);
}
