import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHILD_MESSAGES, type ChildProfile } from '../../../../contract/child-profile.ts';
import { signInShopper } from '../../../test/cart-fixtures.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { showInHindi } from '../../../test/in-hindi.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ChildrenPage from './ChildrenPage.tsx';

// My children in Hindi: the list's ages, genders and birth months, the add form with its checks, and
// the remove dialog take their words from the Hindi texts; months are named the hi-IN way.

showInHindi();

const aarav: ChildProfile = { _id: 'c1', name: 'Aarav', birthMonth: '2023-01', gender: 'boy', heightCm: 96 };
const meera: ChildProfile = {
  _id: 'c2',
  name: 'Meera',
  birthMonth: '2025-07',
  gender: 'girl',
  heightCm: null,
};

function renderChildren(start: ChildProfile[]) {
  signInShopper();
  let saved = [...start];
  const api = fakeApi({
    children: () => ({ children: saved }),
    childAdd: ({ body }) => {
      const child = { _id: `c${saved.length + 10}`, heightCm: null, ...body } as ChildProfile;
      saved = [...saved, child];
      return { message: CHILD_MESSAGES.added, child };
    },
  });
  renderRoutes([{ path: '/profile/children', element: <ChildrenPage /> }], '/profile/children');
  return api;
}

const rows = () => within(screen.getByRole('list', { name: 'आपके बच्चे' })).getAllByRole('listitem');

beforeEach(async () => {
  vi.spyOn(toast, 'success');
  // 15 March 2026: Aarav is 3, Meera 8 months.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 10, 0));
});

afterEach(async () => {
  vi.useRealTimers();
});

describe('my children in Hindi', () => {
  it('lists each child with age, gender and birth month in Hindi, and removes one after a Hindi question', async () => {
    renderChildren([aarav, meera]);
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरे बच्चे' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('मेरे बच्चे · Little Loom'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const january = new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric' }).format(
      new Date(2023, 0, 1),
    );
    expect(january).toBe('जनवरी 2023');
    expect(rows()[0]).toHaveTextContent('Aarav · 3 साल · लड़का');
    expect(rows()[0]).toHaveTextContent(`जन्म: ${january} · 96 सेमी`);
    expect(rows()[1]).toHaveTextContent('Meera · 8 महीने · लड़की');
    expect(within(rows()[0]!).getByRole('button', { name: 'Aarav की जानकारी बदलें' })).toHaveTextContent('बदलें');
    expect(screen.getByRole('button', { name: 'बच्चा जोड़ें' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Meera को हटाएँ' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Meera को हटाएँ?' });
    expect(dialog).toHaveTextContent('प्रोडक्ट की लिस्ट और प्रोडक्ट पेज अब इस बच्चे के लिए साइज़ नहीं सुझाएँगे।');
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Born|Boy|Girl|Edit|Remove|Add a child/);
  });

  it('shows the add form, its checks and its toast in Hindi', async () => {
    const api = renderChildren([]);
    expect(await screen.findByText('अभी तक कोई बच्चा नहीं जोड़ा गया है।')).toBeInTheDocument();
    const form = within(screen.getByRole('region', { name: 'बच्चा जोड़ें' }));
    fireEvent.click(form.getByRole('button', { name: 'जोड़ें' }));
    expect(form.getByLabelText('नाम')).toHaveAccessibleDescription('कृपया अपने बच्चे का नाम डालें');
    expect(form.getByLabelText('महीना')).toHaveAccessibleDescription('कृपया वह महीना चुनें जब आपके बच्चे का जन्म हुआ');
    expect(form.getByRole('group', { name: 'लिंग' })).toHaveAccessibleDescription('कृपया लड़का या लड़की चुनें');
    expect(form.getByRole('group', { name: 'जन्म का महीना' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();

    // Months are named in Hindi; after a year is chosen, months still to come are greyed out.
    fireEvent.change(form.getByLabelText('नाम'), { target: { value: 'Diya' } });
    fireEvent.change(form.getByLabelText('साल'), { target: { value: '2026' } });
    expect(form.getByRole('option', { name: 'सितंबर' })).toBeDisabled();
    expect(form.getByRole('option', { name: 'मार्च' })).not.toBeDisabled();
    fireEvent.change(form.getByLabelText('महीना'), { target: { value: '1' } });
    fireEvent.click(form.getByRole('radio', { name: 'लड़की' }));
    fireEvent.change(form.getByLabelText(/लंबाई/), { target: { value: '20' } });
    fireEvent.click(form.getByRole('button', { name: 'जोड़ें' }));
    expect(form.getByLabelText(/लंबाई/)).toHaveAccessibleDescription('सेमी लंबाई 30 से 200 सेमी के बीच होनी चाहिए');
    expect(api.calls('childAdd')).toHaveLength(0);

    fireEvent.change(form.getByLabelText(/लंबाई/), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'जोड़ें' }));
    await waitFor(() => expect(api.calls('childAdd')).toHaveLength(1));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('बच्चा जोड़ दिया गया', expect.anything()));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Diya · 2 महीने · लड़की');
  });
});
