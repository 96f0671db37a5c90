import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { textHolds } from '@claims/domain/text-search';
import { SEARCH_PAST_CHARACTERS } from '@claims/ui-kit/remote-search';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { useI18n } from '../i18n/I18nContext';
import { Field } from './Field';
import type { ChoiceProps } from './input-props';
import type { Option } from './inputs';
import { useChosenOptions, useReferenceSearch, type ReferenceChoices } from './reference-choices';

/**
 * A choice among the rows of a reference list (ports, vessels, client companies) that reaches
 * any of them by typing: an editable combobox (WAI-ARIA 1.2, list autocomplete) in the portal's
 * labelled field. The list opens on a click or the arrow keys and narrows as one types; when the
 * first page is not the whole list, typing more than two characters asks the api (250 ms after
 * the last key). Enter or a click picks the highlighted option, Tab keeps the option typed towards
 * (or moved to with the arrows) and moves on, an emptied field left is no choice, Escape closes the
 * list and gives back the chosen name. As SPEC §4 says of an autocomplete, the clear
 * button, or picking the chosen option again from the whole list, empties the choice.
 */
export function SearchSelect<O extends Option>({
  label,
  value,
  choices,
  onChange,
  error,
  required,
  placeholder,
  disabled,
  onBlur,
}: ChoiceProps & {
  choices: ReferenceChoices<O>;
  /** The option comes with its id, for a screen that reads more of it (the vessel's name). */
  onChange(value: string, option?: O): void;
}) {
  const { t } = useI18n();
  const showError = useApiErrorToast();
  // What is being typed; null while the field shows the chosen option's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The arrows, not the text, put the highlight where it is: Tab may pick it even from an emptied field.
  const [arrowed, setArrowed] = useState(false);
  // The option just picked, named at once even before a read by id could answer.
  const [picked, setPicked] = useState<O | undefined>();
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const known = useChosenOptions(choices, [value]);
  const chosen = known(value) ?? (picked?.value === value ? picked : undefined);
  const words = typed ?? '';
  const search = useReferenceSearch(choices, words);
  const shown = search.asked
    ? search.options
    : words.trim() === ''
      ? choices.options
      : choices.options.filter((o) => textHolds(o.label, words));

  // SPEC §7: a search the api refuses or fails is said in a toast, as any failed call.
  useEffect(() => {
    if (search.failed) showError(search.failed);
  }, [search.failed, showError]);
  // The highlighted option stays in sight as the arrows move it through a long list.
  useEffect(() => {
    if (open && active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const listed = open && shown.length > 0;
  const status = choices.loading
    ? t('portal.choice.loading')
    : search.searching
      ? t('portal.choice.searching')
      : search.failed
        ? t('portal.choice.failed')
        : // Past the first page there may be a match the words are still too short to ask for.
          !choices.complete && !search.asked
          ? t('portal.choice.typeMore', { min: SEARCH_PAST_CHARACTERS })
          : shown.length === 0 && words.trim() !== ''
            ? t('portal.choice.noMatch', { typed: words.trim() })
            : '';

  function openList() {
    if (disabled) return;
    setOpen(true);
    setActive(
      Math.max(
        0,
        shown.findIndex((o) => o.value === value),
      ),
    );
  }
  function close() {
    setOpen(false);
    setTyped(null);
    setActive(-1);
    setArrowed(false);
  }
  function choose(option: O, fromWholeList: boolean) {
    if (option.value === value && fromWholeList) onChange('');
    else {
      setPicked(option);
      onChange(option.value, option);
    }
    close();
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const highlighted = open ? shown[active] : undefined;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) return openList();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setArrowed(true);
        setActive((i) => Math.min(Math.max(i + step, 0), shown.length - 1));
        return;
      }
      case 'Enter':
        if (!open) return;
        // The form around is not sent by the key that picks an option.
        e.preventDefault();
        if (highlighted) choose(highlighted, typed === null);
        return;
      case 'Escape':
        if (!open) return;
        // Only the list closes, not a dialog the field may be in.
        e.stopPropagation();
        close();
        return;
      case 'Tab':
        // Focus moves on; what was typed towards an option picks it, as a select does. An emptied
        // field highlights nothing of its own: Tab then leaves it empty (see leave), not the first
        // option, unless the arrows were moved to one.
        if (highlighted && typed !== null && (typed.trim() !== '' || arrowed) && highlighted.value !== value)
          choose(highlighted, false);
        return;
    }
  }
  function leave() {
    // Emptied by hand and left: no choice any more.
    if (typed !== null && typed.trim() === '' && value) onChange('');
    close();
    onBlur?.();
  }

  return (
    <Field label={label} error={error} required={required}>
      {(props) => {
        const listId = `${props.id}-options`;
        const optionId = (i: number) => `${props.id}-option-${i}`;
        return (
          <div className="search-select">
            <input
              {...props}
              ref={inputRef}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={listed}
              aria-controls={listId}
              aria-activedescendant={listed && shown[active] ? optionId(active) : undefined}
              autoComplete="off"
              value={typed ?? chosen?.label ?? ''}
              placeholder={placeholder ?? '—'}
              disabled={disabled}
              onChange={(e) => {
                setTyped(e.target.value);
                setOpen(true);
                // Text typed highlights its first match; text emptied highlights nothing, so that
                // leaving the field empties the choice rather than picking the first option.
                setActive(e.target.value.trim() === '' ? -1 : 0);
                setArrowed(false);
              }}
              onClick={() => !open && openList()}
              onKeyDown={onKeyDown}
              onBlur={leave}
            />
            {/* For the pointer: the keyboard does the same on the field itself (the arrows open the
                list, an emptied field left is no choice), so neither button is in the tab order.
                The clear button is named for those who reach it by its name (a screen reader's
                pointer, voice control); the toggle only repeats the field, so is hidden. */}
            <div className="search-select-buttons">
              {value && !disabled && (
                <button
                  type="button"
                  tabIndex={-1}
                  className="search-select-clear"
                  aria-label={t('portal.choice.clear', { name: label })}
                  title={t('portal.choice.clear', { name: label })}
                  // The field keeps the focus: the press is the field's, not a leave.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    onChange('');
                    close();
                    // The button goes with the choice: focus stays in the field, not on the page.
                    inputRef.current?.focus();
                  }}
                >
                  ×
                </button>
              )}
              <button
                type="button"
                tabIndex={-1}
                className="search-select-toggle"
                aria-hidden="true"
                title={t('portal.choice.show', { name: label })}
                disabled={disabled}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => (open ? close() : openList())}
              >
                ▾
              </button>
            </div>
            <div className="search-select-popup">
              <ul
                id={listId}
                role="listbox"
                // Named while shown only: a closed list is no second control of that name.
                aria-label={listed ? t('portal.choice.options', { name: label }) : undefined}
                ref={listRef}
                hidden={!listed}
              >
                {listed &&
                  shown.map((o, i) => (
                    <li
                      key={o.value}
                      id={optionId(i)}
                      role="option"
                      aria-selected={o.value === value}
                      className={i === active ? 'active' : undefined}
                      onMouseDown={(e) => e.preventDefault()}
                      onMouseEnter={() => setActive(i)}
                      onClick={() => choose(o, typed === null)}
                    >
                      {o.label}
                    </li>
                  ))}
              </ul>
              {/* Said as it changes (searching, nothing found), not as an option to pick; a live
                  region is heard only if it was there before its text changed. */}
              <p className="search-select-status" aria-live="polite">
                {open ? status : ''}
              </p>
            </div>
          </div>
        );
      }}
    </Field>
  );
}
