import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { api } from '../api/client';
import type { UnsavedEdits } from './unsaved-edits';

/** How long typing pauses before the draft is saved: often enough that a reload loses little. */
export const AUTOSAVE_DELAY_MS = 1500;

/**
 * A wizard's draft, saved as the person goes: at every step change, and a moment after typing
 * stops. What the api cannot keep yet (a half-typed key) stays in this tab (`unsaved`), so a
 * reload between two saves loses nothing. Saves run one after another, so two never both create
 * the draft; once filing starts none runs, as the filing consumes the draft (a PUT after it is a
 * 409 DRAFT_ALREADY_FILED).
 */
export function useDraftAutosave<Form extends FieldValues>({
  methods,
  drafts,
  initialId,
  clientId,
  unsaved,
  toDraft,
  onCreated,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and resolver output
  methods: Pick<UseFormReturn<Form, any, any>, 'getValues' | 'watch' | 'reset'>;
  /** The api's drafts of this kind of case: POST creates one, PUT `<drafts>/<id>` replaces it. */
  drafts: string;
  /** The draft the address names, if any. */
  initialId: string | null;
  /** The company the draft is for, fixed once the draft exists. */
  clientId: string;
  unsaved: UnsavedEdits<Form>;
  /**
   * The draft's data from the form: `whole` as typed, for the api to refuse a wrong field by name
   * (Next, Confirm); otherwise without the fields it would refuse (a pause in typing, Back).
   */
  toDraft(form: Form, whole: boolean): unknown;
  /** The draft was just created: the page names it in the address. */
  onCreated?(id: string): void;
}) {
  const [draftId, setDraftId] = useState<string | null>(initialId);
  // The draft this page created itself is already on screen: the address changes, the form stays.
  const createdHere = useRef<string | null>(null);
  const resuming = useRef(false);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const savedId = useRef<string | null>(initialId);
  const filing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const client = useRef(clientId);
  client.current = clientId;
  const shape = useRef(toDraft);
  shape.current = toDraft;
  const announce = useRef(onCreated);
  announce.current = onCreated;

  /** Saves the draft, creating it the first time; answers its id (none while no company is chosen). */
  const save = useCallback(
    (whole: boolean): Promise<string | null> => {
      const run = async () => {
        if (filing.current && !whole) return savedId.current;
        const data = shape.current(methods.getValues(), whole);
        // The tab's copy goes once the server holds all of it, typing since included.
        const holdsAll = () =>
          JSON.stringify(data) === JSON.stringify(shape.current(methods.getValues(), true));
        const id = savedId.current;
        if (id) {
          await api.put(`${drafts}/${id}`, { data });
          if (holdsAll()) unsaved.saved(id);
          return id;
        }
        // A pause in typing does not create a draft for no company (Next does, to be refused).
        if (!client.current && !whole) return null;
        const { id: newId } = await api.post<{ id: string }>(drafts, { data, clientId: client.current });
        savedId.current = newId;
        createdHere.current = newId;
        if (!holdsAll()) unsaved.keep(newId, methods.getValues());
        setDraftId(newId);
        announce.current?.(newId);
        return newId;
      };
      const next = saving.current.catch(() => undefined).then(run);
      saving.current = next;
      return next;
    },
    [methods, drafts, unsaved],
  );

  // Typing keeps the edits in this tab at once, and saves the draft once it pauses.
  useEffect(() => {
    const subscription = methods.watch((typed) => {
      // A draft being resumed is not typing; nothing is saved once the case is being filed.
      if (resuming.current || filing.current) return;
      if (savedId.current) unsaved.keep(savedId.current, typed as Form);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(false).catch(() => undefined), AUTOSAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer.current);
      subscription.unsubscribe();
    };
  }, [methods, save, unsaved]);

  /** Puts a saved draft on screen, which is no typing: nothing is saved for it. */
  const resume = useCallback(
    (id: string, form: Form) => {
      resuming.current = true;
      methods.reset(form);
      resuming.current = false;
      savedId.current = id;
      setDraftId(id);
    },
    [methods],
  );

  /**
   * Files the case: the draft is saved whole (for the api to name a wrong field), then `post`
   * files it. A save pending from typing never runs after. Refused, the person corrects the form
   * and typing saves it again; filed, never. Null while a filing is already under way: a second
   * click on Confirm before the button is disabled must not file the case twice.
   */
  const file = useCallback(
    <T>(post: (draftId: string | null) => Promise<T>): Promise<T> | null => {
      if (filing.current) return null;
      clearTimeout(timer.current);
      filing.current = true;
      const run = async () => {
        try {
          const id = await save(true);
          const filed = await post(id);
          if (id) unsaved.saved(id);
          return filed;
        } catch (err) {
          filing.current = false;
          throw err;
        }
      };
      return run();
    },
    [save, unsaved],
  );

  /**
   * Values the page fills in itself (the company's register), which are no typing: they create
   * no draft by themselves, and are saved with whatever the person types next.
   */
  const fillIn = useCallback((change: () => void) => {
    resuming.current = true;
    try {
      change();
    } finally {
      resuming.current = false;
    }
  }, []);

  /** Whether the page created this draft itself (it is on screen already). */
  const isCreatedHere = useCallback((id: string) => id === createdHere.current, []);

  return { draftId, save, resume, file, fillIn, createdHere: isCreatedHere };
}
