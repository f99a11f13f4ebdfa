import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHILD_MESSAGES, type ChildProfile } from '../../../../contract/child-profile.ts';
import { signInShopper } from '../../../test/cart-fixtures.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ChildrenPage from './ChildrenPage.tsx';

const aarav: ChildProfile = { _id: 'c1', name: 'Aarav', birthMonth: '2023-01', gender: 'boy', heightCm: 96 };
const meera: ChildProfile = {
  _id: 'c2',
  name: 'Meera',
  birthMonth: '2025-07',
  gender: 'girl',
  heightCm: null,
};

/** A fake server keeping the list: adds, changes and removals show on the next read. */
function renderChildren(start: ChildProfile[] = [aarav, meera], handlers: FakeHandlers = {}) {
  signInShopper();
  let saved = [...start];
  const api = fakeApi({
    children: () => ({ children: saved }),
    childAdd: ({ body }) => {
      const child = { _id: `c${saved.length + 10}`, heightCm: null, ...body } as ChildProfile;
      saved = [...saved, child];
      return { message: CHILD_MESSAGES.added, child };
    },
    childUpdate: ({ params, body }) => {
      saved = saved.map((c) => (c._id === params.id ? ({ ...c, ...body } as ChildProfile) : c));
      return { message: CHILD_MESSAGES.updated, child: saved.find((c) => c._id === params.id)! };
    },
    childRemove: ({ params }) => {
      saved = saved.filter((c) => c._id !== params.id);
      return { message: CHILD_MESSAGES.removed };
    },
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/profile/children', element: <ChildrenPage /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    '/profile/children',
  );
  return { ...view, api };
}

const rows = () => within(screen.getByRole('list', { name: 'Your children' })).getAllByRole('listitem');
const form = () => screen.getByRole('region', { name: 'Add a child' });

function fill(
  scope: HTMLElement,
  values: { name?: string; month?: string; year?: string; gender?: string; height?: string },
) {
  const inside = within(scope);
  if (values.name !== undefined)
    fireEvent.change(inside.getByLabelText('Name'), { target: { value: values.name } });
  if (values.year !== undefined)
    fireEvent.change(inside.getByLabelText('Year'), { target: { value: values.year } });
  if (values.month !== undefined)
    fireEvent.change(inside.getByLabelText('Month'), { target: { value: values.month } });
  if (values.gender !== undefined) fireEvent.click(inside.getByRole('radio', { name: values.gender }));
  if (values.height !== undefined)
    fireEvent.change(inside.getByLabelText(/Height/), { target: { value: values.height } });
}

beforeEach(() => {
  vi.spyOn(toast, 'success');
  // 15 March 2026: Aarav is 3, Meera 8 months.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('my children', () => {
  it('lists each child with age and gender, and details', async () => {
    renderChildren();
    expect(await screen.findByRole('heading', { level: 1, name: 'My children' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Aarav · 3Y · Boy');
    expect(rows()[0]).toHaveTextContent('Born January 2023 · 96 cm');
    expect(rows()[1]).toHaveTextContent('Meera · 8M · Girl');
    expect(rows()[1]).toHaveTextContent('Born July 2025');
    // The add form waits behind its button when there are children already.
    expect(screen.queryByRole('region', { name: 'Add a child' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a child' })).toBeInTheDocument();
  });

  it('opens the add form when there are none, and adds a child', async () => {
    const { api } = renderChildren([]);
    expect(await screen.findByText('No children added yet.')).toBeInTheDocument();
    fill(form(), { name: 'Diya', year: '2025', month: '6', gender: 'Girl', height: '70' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add child' }));

    await waitFor(() => expect(api.calls('childAdd')).toHaveLength(1));
    expect(api.calls('childAdd')[0]!.body).toEqual({
      name: 'Diya',
      birthMonth: '2025-06',
      gender: 'girl',
      heightCm: 70,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(CHILD_MESSAGES.added, expect.anything()));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Diya · 9M · Girl');
    expect(screen.queryByRole('region', { name: 'Add a child' })).not.toBeInTheDocument();
  });

  it('shows each mistake on its field and sends nothing', async () => {
    const { api } = renderChildren([]);
    await screen.findByText('No children added yet.');
    fireEvent.click(within(form()).getByRole('button', { name: 'Add child' }));

    const name = within(form()).getByLabelText('Name');
    expect(name).toHaveAccessibleDescription(CHILD_MESSAGES.nameRequired);
    expect(name).toHaveFocus();
    expect(within(form()).getByLabelText('Month')).toHaveAccessibleDescription(
      CHILD_MESSAGES.birthMonthRequired,
    );
    expect(within(form()).getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription(
      CHILD_MESSAGES.genderRequired,
    );

    // A month after this one: refused before it is sent.
    fill(form(), { name: 'Diya', month: '9', year: '2026', gender: 'Girl', height: '20' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add child' }));
    expect(within(form()).getByLabelText('Year')).toHaveAccessibleDescription(
      CHILD_MESSAGES.birthMonthFuture,
    );
    expect(within(form()).getByLabelText(/Height/)).toHaveAccessibleDescription(
      `cm ${CHILD_MESSAGES.heightRange}`,
    );
    expect(within(form()).getByLabelText('Name')).not.toHaveAccessibleDescription(
      CHILD_MESSAGES.nameRequired,
    );
    // Once a year is chosen, months that cannot be chosen are greyed out.
    expect(within(form()).getByRole('option', { name: 'September' })).toBeDisabled();
    expect(within(form()).getByRole('option', { name: 'March' })).not.toBeDisabled();
    expect(api.calls('childAdd')).toHaveLength(0);
  });

  it("puts the server's refusal on the field it names", async () => {
    const { api } = renderChildren([]);
    api.on('childAdd', () =>
      refusal(400, CHILD_MESSAGES.birthMonthFuture, {
        errors: [{ field: 'birthMonth', msg: CHILD_MESSAGES.birthMonthFuture }],
      }),
    );
    await screen.findByText('No children added yet.');
    fill(form(), { name: 'Diya', month: '3', year: '2026', gender: 'Girl' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add child' }));
    await waitFor(() =>
      expect(within(form()).getByLabelText('Month')).toHaveAccessibleDescription(
        CHILD_MESSAGES.birthMonthFuture,
      ),
    );
    expect(within(form()).getByLabelText('Month')).toHaveFocus();
    expect(within(form()).getByLabelText('Name')).toHaveValue('Diya');
  });

  it('edits a child in place', async () => {
    const { api } = renderChildren();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Aarav' }));
    const editor = screen.getByRole('listitem', { name: 'Edit Aarav' });
    expect(within(editor).getByLabelText('Name')).toHaveValue('Aarav');
    expect(within(editor).getByLabelText('Month')).toHaveValue('1');
    expect(within(editor).getByLabelText('Year')).toHaveValue('2023');
    expect(within(editor).getByRole('radio', { name: 'Boy' })).toBeChecked();
    expect(within(editor).getByLabelText(/Height/)).toHaveValue('96');

    fill(editor, { name: 'Aarav K', height: '' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('childUpdate')).toHaveLength(1));
    expect(api.calls('childUpdate')[0]!.params).toEqual({ id: 'c1' });
    expect(api.calls('childUpdate')[0]!.body).toEqual({
      name: 'Aarav K',
      birthMonth: '2023-01',
      gender: 'boy',
      heightCm: null,
    });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Aarav K · 3Y · Boy'));
    expect(rows()[0]).toHaveTextContent('Born January 2023');
    expect(rows()[0]).not.toHaveTextContent('cm');
  });

  it('removes a child only after the confirmation', async () => {
    const { api } = renderChildren();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Meera' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Remove Meera?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('childRemove')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Meera' }));
    dialog = screen.getByRole('alertdialog', { name: 'Remove Meera?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls('childRemove')).toHaveLength(1));
    expect(api.calls('childRemove')[0]!.params).toEqual({ id: 'c2' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers Try Again when the list cannot be read', async () => {
    const { api } = renderChildren([], {
      children: () => refusal(500, 'Something went wrong. Please try again.'),
    });
    expect(
      await screen.findByText('Something went wrong while loading your children. Please try again.'),
    ).toBeInTheDocument();
    api.on('children', () => ({ children: [aarav] }));
    fireEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
