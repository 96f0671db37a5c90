/**
 * What was typed into a saved draft since its last save. The server keeps the draft as of its
 * last save; this tab keeps the rest, so a crash, a lost connection or a reload between two saves
 * loses nothing. Per tab (sessionStorage), per wizard and draft, dropped once the server has it.
 */
export function unsavedEditsOf<Form>(wizard: string) {
  const key = (draftId: string) => `claims.${wizard}.${draftId}`;
  return {
    keep(draftId: string, form: Form) {
      try {
        sessionStorage.setItem(key(draftId), JSON.stringify(form));
      } catch {
        // A full or disabled storage only loses this safety net, never the form itself.
      }
    },
    take(draftId: string): Form | null {
      try {
        const text = sessionStorage.getItem(key(draftId));
        return text ? (JSON.parse(text) as Form) : null;
      } catch {
        return null;
      }
    },
    saved(draftId: string) {
      try {
        sessionStorage.removeItem(key(draftId));
      } catch {
        // Nothing kept, nothing to drop.
      }
    },
  };
}

export type UnsavedEdits<Form> = ReturnType<typeof unsavedEditsOf<Form>>;
