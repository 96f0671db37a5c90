import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import { shownNumber } from './step-number';

/** Marks an entry pushed by Next (or a jump): the step it was pushed from. */
interface StepEntry {
  wizardFrom?: number;
}

/**
 * A wizard's current step, each step its own history entry: the address names the draft and the
 * step (`?step=`, numbered as the wizard shows it), so the browser's Back and Forward walk the
 * steps, a reload comes back to the same one, and Back from the first step leaves the wizard.
 * Moving keeps the form as it is on screen: the steps are views of one form.
 */
export function useStepHistory({
  addressOf,
  draftId,
  draftInAddress,
  ready,
}: {
  /** The address of a step of a saved draft, given the step's number as shown. */
  addressOf(draftId: string, shownStep: number): string;
  /** The draft on screen, once saved. */
  draftId: string | null;
  /** The draft the address names, if any. */
  draftInAddress: string | null;
  /** False while a draft is being opened (it chooses its step) and once the case is filed. */
  ready: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [params] = useSearchParams();
  const [step, setStep] = useState(0);
  const stepNow = useRef(step);
  stepNow.current = step;
  const draftNow = useRef(draftId);
  draftNow.current = draftId;
  // The current entry's mark, known here at once: the router's location follows a moment later.
  const entryFrom = useRef((location.state as StepEntry | null)?.wizardFrom);

  const raw = params.get('step');
  const shown = raw ? Number(raw) - shownNumber(0) : NaN;
  /** The step the address asks for, if it names one. */
  const asked = Number.isInteger(shown) && shown >= 0 ? shown : null;

  const move = useCallback(
    (to: number, how: 'push' | 'replace', id: string | null, state: StepEntry) => {
      setStep(to);
      // Before the first save there is no draft to name: the address stays as it is.
      if (!id) return;
      navigate(addressOf(id, shownNumber(to)), { replace: how === 'replace', state });
      entryFrom.current = state.wizardFrom;
    },
    [navigate, addressOf],
  );

  /** Goes to `to` as a new history entry (Next, or back to a step a refusal names). */
  const goTo = useCallback(
    (to: number, id: string | null = draftNow.current) => {
      if (to !== stepNow.current) move(to, 'push', id, { wizardFrom: stepNow.current });
    },
    [move],
  );

  /** Shows `to` in place of the current entry: where a resumed draft opens, or the draft just saved. */
  const settle = useCallback(
    (to: number, id: string | null = draftNow.current) =>
      move(to, 'replace', id, { wizardFrom: entryFrom.current }),
    [move],
  );

  /** The draft just saved for the first time gets its name in the current entry's address. */
  const nameDraft = useCallback(
    (id: string) => move(stepNow.current, 'replace', id, { wizardFrom: entryFrom.current }),
    [move],
  );

  /**
   * The wizard's own Back: the browser's Back when the entry before is the previous step, so the
   * history holds each step once; otherwise (a draft opened at a later step) the previous step
   * takes this entry's place.
   */
  const back = useCallback(() => {
    if (stepNow.current === 0) return;
    if (entryFrom.current === stepNow.current - 1) navigate(-1);
    else move(stepNow.current - 1, 'replace', draftNow.current, {});
  }, [navigate, move]);

  // The browser's Back and Forward: the step follows the address. An entry from before the first
  // save gets the draft's name, so a reload there finds the draft.
  const seen = useRef(location.key);
  useEffect(() => {
    if (location.key === seen.current) return;
    seen.current = location.key;
    if (navigationType !== 'POP' || !ready) return;
    entryFrom.current = (location.state as StepEntry | null)?.wizardFrom;
    const to = asked ?? 0;
    setStep(to);
    if (draftNow.current && draftInAddress === null)
      navigate(addressOf(draftNow.current, shownNumber(to)), { replace: true, state: location.state });
  }, [location.key, location.state, navigationType, ready, asked, draftInAddress, navigate, addressOf]);

  return { step, asked, goTo, settle, nameDraft, back };
}
