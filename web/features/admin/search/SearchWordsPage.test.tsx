import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import {
  SEARCH_WORDS_MESSAGES as M,
  phraseTakenMessage,
  type SynonymGroup,
  synonymGroupListResponse,
} from '../../../../contract/search.ts';
import { refusal } from '../../../test/fake-api.ts';
import { renderConsole } from '../test-fixtures.tsx';

// The console's search words: groups listed as phrase chips and filtered by a phrase; roles that change
// the catalogue add, edit and delete groups in a dialog of chips, with the contract's and the server's
// messages under the phrases; support only reads.

const FROCK_ID = '00000000-0000-4000-8000-0000000000c1';
const JHABLA_ID = '00000000-0000-4000-8000-0000000000c2';

const group = (id: string, phrases: string[]): SynonymGroup => ({
  _id: id,
  phrases,
  updatedAt: '2026-11-20T05:30:00.000Z',
});
const GROUPS = [
  group(FROCK_ID, ['frock', 'dress', 'frock dress']),
  group(JHABLA_ID, ['jhabla', 'vest', 'झबला']),
];
const listAnswer = (groups = GROUPS, total = GROUPS.length) => ({ groups, total });

function addPhrase(box: HTMLElement, phrase: string) {
  fireEvent.change(box, { target: { value: phrase } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

describe('the search words page', () => {
  it('has fixtures the contract accepts', () => {
    expect(synonymGroupListResponse.parse({ success: true, ...listAnswer() })).toBeTruthy();
  });

  it('lists each group’s phrases; support reads without changing', async () => {
    renderConsole('/admin/search-words', 'support', { adminSearchWords: () => listAnswer() });
    const rows = await screen.findAllByTestId('search-words');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['jhabla', 'vest', 'झबला']);
    expect(screen.getByText('2 groups.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new search words/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Search words/);
  });

  it('filters by a phrase, keeping it in the address', async () => {
    const { api, router } = renderConsole('/admin/search-words', 'manager', {
      adminSearchWords: ({ query }) =>
        query.get('search') === 'jhab' ? listAnswer([GROUPS[1]!], 2) : listAnswer(),
    });
    await screen.findAllByTestId('search-words');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter search words' }), {
      target: { value: 'jhab' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 of 2 groups hold “jhab”.')).toBeInTheDocument();
    expect(screen.getAllByTestId('search-words')).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=jhab');
    expect(api.calls('adminSearchWords').at(-1)?.query.get('search')).toBe('jhab');
  });

  it('adds a group from phrase chips, lower-cased and once each, and reads the list again', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderConsole('/admin/search-words', 'manager', {
      adminSearchWords: () => listAnswer(),
      adminSearchWordsCreate: ({ body }) => ({ message: M.created, group: group('new', body.phrases) }),
    });
    await screen.findAllByTestId('search-words');
    fireEvent.click(screen.getByRole('button', { name: /new search words/i }));
    const dialog = await screen.findByRole('dialog', { name: 'New search words' });
    const box = within(dialog).getByRole('textbox', { name: 'Phrases' });
    addPhrase(box, '  Kurta Pajama ');
    addPhrase(box, 'kurta set');
    addPhrase(box, 'KURTA SET');
    addPhrase(box, 'oops');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove “oops”' }));
    // A phrase still in the box is saved with the others.
    fireEvent.change(box, { target: { value: 'कुर्ता पजामा' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add search words' }));
    await waitFor(() => expect(api.calls('adminSearchWordsCreate')).toHaveLength(1));
    expect(api.calls('adminSearchWordsCreate')[0]!.body).toEqual({
      phrases: ['kurta pajama', 'kurta set', 'कुर्ता पजामा'],
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith(M.created, expect.anything()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('adminSearchWords').length).toBeGreaterThanOrEqual(2));
  });

  it('checks the phrases before saving, and shows the server’s refusal under them', async () => {
    const taken = phraseTakenMessage('dress', ['frock', 'dress', 'frock dress']);
    const { api } = renderConsole('/admin/search-words', 'manager', {
      adminSearchWords: () => listAnswer(),
      adminSearchWordsCreate: () => refusal(409, taken),
    });
    await screen.findAllByTestId('search-words');
    fireEvent.click(screen.getByRole('button', { name: /new search words/i }));
    const dialog = await screen.findByRole('dialog', { name: 'New search words' });
    const box = within(dialog).getByRole('textbox', { name: 'Phrases' });
    addPhrase(box, 'gown');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add search words' }));
    expect(await within(dialog).findByText(M.tooFew)).toBeInTheDocument();
    expect(api.calls('adminSearchWordsCreate')).toHaveLength(0);
    addPhrase(box, 'tee!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add search words' }));
    expect(await within(dialog).findByText(M.phraseInvalid)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove “tee!”' }));
    addPhrase(box, 'dress');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add search words' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a group’s phrases and deletes a group after asking', async () => {
    const { api } = renderConsole('/admin/search-words', 'manager', {
      adminSearchWords: () => listAnswer(),
      adminSearchWordsUpdate: ({ params, body }) => ({
        message: M.saved,
        group: group(params.id, body.phrases),
      }),
      adminSearchWordsDelete: () => ({ message: M.deleted }),
    });
    await screen.findAllByTestId('search-words');
    fireEvent.click(screen.getByRole('button', { name: 'Edit “jhabla, vest, झबला”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit search words' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove “vest”' }));
    addPhrase(within(dialog).getByRole('textbox', { name: 'Phrases' }), 'bodysuit');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search words' }));
    await waitFor(() => expect(api.calls('adminSearchWordsUpdate')).toHaveLength(1));
    expect(api.calls('adminSearchWordsUpdate')[0]).toMatchObject({
      params: { id: JHABLA_ID },
      body: { phrases: ['jhabla', 'झबला', 'bodysuit'] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Delete “frock, dress, frock dress”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “frock, dress, frock dress”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('adminSearchWordsDelete')).toHaveLength(1));
    expect(api.calls('adminSearchWordsDelete')[0]!.params).toEqual({ id: FROCK_ID });
  });
});
