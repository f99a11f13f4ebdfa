import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import {
  normalisePhrase,
  phraseKey,
  SYNONYM_PHRASE_MAX_LENGTH,
  SYNONYM_PHRASES_MAX,
  type SynonymGroup,
  synonymGroupBody,
} from '../../../../contract/search.ts';
import { adminCall } from '../call.ts';
import { adminKey } from '../console-keys.ts';
import { useSaveDialog } from '../form-dialog.tsx';
import { errorClass, FormDialog, focusRing, inputClass, labelClass, secondaryButton } from '../ui.tsx';

// Adding or changing a group of search words: its phrases as chips. A phrase is typed and added with
// Enter, a comma or the Add button; each chip has its own remove button. The contract's rules are
// checked before saving (2–12 phrases, each up to 40 letters, digits, spaces or hyphens) and a phrase
// another group holds is refused by the server under the phrases, naming that group.

type Input = z.input<typeof synonymGroupBody>;
type Output = z.output<typeof synonymGroupBody>;

export const searchWordsKey = adminKey('search-words');
export const SEARCH_WORDS_SAVE_FAILED = 'The search words could not be saved. Try again.';

/** The first message about the phrases: the list's own, or the first phrase's. */
function phrasesError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: string; root?: { message?: string } } & Record<number, { message?: string }>;
  if (e.message) return e.message;
  if (e.root?.message) return e.root.message;
  for (const item of Object.values(e)) {
    if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string')
      return item.message;
  }
  return undefined;
}

/** `list` with `phrase` added once (by its words: 't-shirt' and 'tshirt' are one phrase). */
function withPhrase(list: readonly string[], phrase: string): string[] {
  const added = normalisePhrase(phrase);
  if (added === '' || list.some((p) => phraseKey(p) === phraseKey(added) && phraseKey(added) !== ''))
    return [...list];
  return [...list, added];
}

export function SearchWordsDialog({ group, trigger }: { group?: SynonymGroup; trigger: ReactNode }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const { form, dialog } = useSaveDialog<Input, Output>({
    schema: synonymGroupBody,
    values: () => ({ phrases: group ? [...group.phrases] : [] }),
    save: (body) =>
      group
        ? adminCall('adminSearchWordsUpdate', { params: { id: group._id }, body })
        : adminCall('adminSearchWordsCreate', { body }),
    fields: ['phrases'],
    conflictField: 'phrases',
    failed: SEARCH_WORDS_SAVE_FAILED,
    refresh: searchWordsKey,
  });
  const error = phrasesError(form.formState.errors.phrases);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  function addDraft() {
    const current = form.getValues('phrases') ?? [];
    if (draft.trim() !== '') form.setValue('phrases', withPhrase(current, draft), { shouldDirty: true });
    setDraft('');
  }

  function onDraftKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      addDraft();
    }
  }

  return (
    <FormDialog
      {...dialog}
      onOpenChange={(next) => {
        setDraft('');
        dialog.onOpenChange(next);
      }}
      // A phrase still in the box is part of what is saved.
      onSubmit={(event) => {
        addDraft();
        dialog.onSubmit(event);
      }}
      trigger={trigger}
      title={group ? 'Edit search words' : 'New search words'}
      description="Phrases that mean the same to a parent searching: a search for any of them finds products named with the others."
      submitLabel={group ? 'Save search words' : 'Add search words'}
    >
      <Controller
        control={form.control}
        name="phrases"
        render={({ field }) => (
          <div>
            <label htmlFor={id} className={labelClass}>
              Phrases
            </label>
            <ul aria-label="Phrases in this group" className="mb-2 flex flex-wrap gap-2">
              {(field.value ?? []).map((phrase) => (
                <li
                  key={phrase}
                  className="inline-flex items-center gap-1 rounded-full bg-sky/60 py-1 pl-3 pr-1 text-sm font-semibold text-ink"
                >
                  {phrase}
                  <button
                    type="button"
                    aria-label={`Remove “${phrase}”`}
                    onClick={() => field.onChange((field.value ?? []).filter((p) => p !== phrase))}
                    className={`grid size-7 place-items-center rounded-full hover:bg-paper ${focusRing}`}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex gap-2">
              <input
                id={id}
                value={draft}
                maxLength={SYNONYM_PHRASE_MAX_LENGTH + 10}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onDraftKey}
                placeholder="e.g. jhabla"
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                className={inputClass}
              />
              <button type="button" className={secondaryButton} onClick={addDraft}>
                Add
              </button>
            </div>
            <p id={hintId} className="mt-1 text-xs text-ink-soft">
              2 to {SYNONYM_PHRASES_MAX} phrases of one or more words (Hindi too); press Enter after each.
            </p>
            {error ? (
              <p id={errorId} className={errorClass}>
                {error}
              </p>
            ) : null}
          </div>
        )}
      />
    </FormDialog>
  );
}
