import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useMemo, useState } from 'react';
import { ADDRESS_STATES } from '../../../../contract/address.ts';
import { stateName } from '../../../lib/state-name.ts';
import { ADDRESS_TEXTS } from '../address-texts.ts';
import type { FieldControlProps } from './Field.tsx';
import { borderClass, inputClass } from './field-styles.ts';

const optionKey = (state: string) => state.toLowerCase().replace(/[^a-z]+/g, '-');

/**
 * The state as the list spells it, when the typed text names one in English or in the page's
 * language (any letter case, outer spaces).
 */
export function matchState(text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  return ADDRESS_STATES.find(
    (state) => state.toLowerCase() === wanted || stateName(state).toLowerCase() === wanted,
  );
}

/** Whether a state's name, in English or in the page's language, holds the typed text. */
const namesHold = (state: string, query: string) =>
  state.toLowerCase().includes(query) || stateName(state).toLowerCase().includes(query);

/**
 * The state field (rules/accounts §2 "Addresses": a searchable choice of the states): a text box that
 * filters a list of states, after the ARIA combobox pattern. Arrow keys open the list and move
 * through it, Enter picks, Escape closes; typing a state's name in full also counts. The form's value
 * is the English name; the box and the list show the names in the page's language.
 */
export function StateCombobox({
  control,
  value,
  onChange,
  onBlur,
  inputRef,
  readOnly,
  name,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  readOnly: boolean;
  name: string;
}) {
  const listId = `${control.id}-states`;
  const [open, setOpen] = useState(false);
  // The list is narrowed by the text only while the shopper types; opened on a chosen state it shows all.
  const [filtering, setFiltering] = useState(false);
  const [active, setActive] = useState(-1);

  const query = filtering ? value.trim().toLowerCase() : '';
  const options = useMemo(
    () => (query ? ADDRESS_STATES.filter((state) => namesHold(state, query)) : ADDRESS_STATES),
    [query],
  );
  const expanded = open && !readOnly;
  const activeOption = expanded ? options[active] : undefined;
  const optionId = (state: string) => `${listId}-${optionKey(state)}`;

  useEffect(() => {
    if (!activeOption) return;
    // jsdom and very old browsers have no scrollIntoView.
    document.getElementById(`${listId}-${optionKey(activeOption)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption, listId]);

  function show(at: 'chosen' | 'first' | 'last') {
    setOpen(true);
    const chosen = options.indexOf(value);
    if (at === 'chosen' && chosen >= 0) setActive(chosen);
    else setActive(at === 'last' ? options.length - 1 : 0);
  }

  function close() {
    setOpen(false);
    setFiltering(false);
    setActive(-1);
  }

  function pick(state: string) {
    onChange(state);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (readOnly) return;
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) show('chosen');
        else setActive((index) => Math.min(index + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) show('last');
        else setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Home':
      case 'End':
        if (!expanded) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter':
        // With the list open, Enter answers the list and never submits the form.
        if (!expanded) return;
        event.preventDefault();
        if (activeOption) pick(activeOption);
        else if (options.length === 1 && options[0]) pick(options[0]);
        break;
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        close();
        break;
      case 'Tab':
        if (expanded) close();
        break;
    }
  }

  return (
    <div className="relative">
      <input
        {...control}
        ref={inputRef}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        readOnly={readOnly}
        value={stateName(value)}
        placeholder={ADDRESS_TEXTS.searchStates}
        className={`${inputClass} ${borderClass(Boolean(control['aria-invalid']))} pr-11`}
        onChange={(event) => {
          onChange(event.target.value);
          setFiltering(true);
          setOpen(true);
          setActive(event.target.value.trim() ? 0 : -1);
        }}
        onClick={() => {
          if (!readOnly && !expanded) show('chosen');
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          const state = matchState(value);
          if (state && state !== value) onChange(state);
          onBlur();
        }}
      />
      {readOnly ? null : (
        <button
          type="button"
          tabIndex={-1}
          aria-label={ADDRESS_TEXTS.showStates}
          // Keeps the focus in the text box, which owns the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (expanded ? close() : show('chosen'))}
          className="absolute inset-y-0 right-1 grid w-10 place-items-center text-ink-soft hover:text-ink"
        >
          <ChevronDown
            className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      )}
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-2xl bg-paper shadow-soft ring-1 ring-line"
      >
        <div
          id={listId}
          role="listbox"
          aria-label={ADDRESS_TEXTS.states}
          className="max-h-60 overflow-y-auto py-1"
        >
          {options.map((state, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works the list from the text box (aria-activedescendant), as the combobox pattern has it.
            <div
              key={state}
              id={optionId(state)}
              role="option"
              // Never focused itself (the text box keeps the focus); -1 only marks it as an option.
              tabIndex={-1}
              aria-selected={state === value}
              // Picking with the pointer must not blur the text box first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(state)}
              onMouseMove={() => setActive(index)}
              className={`cursor-pointer px-4 py-2.5 text-[15px] ${
                index === active ? 'bg-accent-soft text-accent-strong' : 'text-ink'
              } aria-selected:font-bold`}
            >
              {stateName(state)}
            </div>
          ))}
        </div>
        {options.length === 0 ? (
          <p className="px-4 py-3 text-sm text-ink-soft">{ADDRESS_TEXTS.noStateMatch}</p>
        ) : null}
      </div>
    </div>
  );
}
