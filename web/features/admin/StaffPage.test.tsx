import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import { STAFF_MESSAGES, type StaffMember } from '../../../contract/staff.ts';
import { refusal } from '../../test/fake-api.ts';
import { renderConsole, staffMember } from './test-fixtures.tsx';

const support = staffMember({
  _id: '00000000-0000-4000-8000-000000000102',
  userId: '00000000-0000-4000-8000-000000000002',
  name: 'Dev Shah',
  phone: '9000000002',
  role: 'support',
  addedBy: 'Asha Rao',
});

describe('the staff page', () => {
  it('lists staff with role, when and by whom they were added', async () => {
    renderConsole('/admin/staff', 'owner', { adminStaffList: () => ({ staff: [staffMember(), support] }) });
    const table = await screen.findByRole('table', { name: 'Staff' });
    const dev = within(table).getByText('Dev Shah').closest('tr') as HTMLElement;
    expect(within(dev).getByText('Support')).toBeInTheDocument();
    expect(within(dev).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(table).getByText('Command line')).toBeInTheDocument();
    // No one removes themselves here.
    expect(within(table).getAllByRole('button', { name: /remove/i })).toHaveLength(1);
  });

  it('checks the phone and role with the contract’s messages, and shows the server’s 409 text', async () => {
    const { api } = renderConsole('/admin/staff', 'owner', {
      adminStaffList: () => ({ staff: [staffMember()] }),
      adminStaffAdd: () => refusal(409, STAFF_MESSAGES.alreadyStaff),
    });
    const form = (await screen.findByRole('heading', { name: 'Add a staff member' })).closest(
      'section',
    ) as HTMLElement;
    fireEvent.change(within(form).getByLabelText('Mobile number (10 digits)'), {
      target: { value: '12345' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(AUTH_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(within(form).getByText(STAFF_MESSAGES.roleRequired)).toBeInTheDocument();
    expect(api.calls('adminStaffAdd')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Mobile number (10 digits)'), {
      target: { value: '9000000002' },
    });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'manager' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.alreadyStaff);
    expect(api.calls('adminStaffAdd')[0]?.body).toEqual({ phone: '9000000002', role: 'manager' });
  });

  it('removes after a confirmation; a refusal is shown in the server’s words', async () => {
    const error = vi.spyOn(toast, 'error');
    let staff: StaffMember[] = [staffMember(), support];
    let refuse = true;
    renderConsole('/admin/staff', 'owner', {
      adminStaffList: () => ({ staff }),
      adminStaffRemove: () => {
        if (refuse) return refusal(409, STAFF_MESSAGES.lastOwner);
        staff = [staffMember()];
        return { message: STAFF_MESSAGES.staffRemoved };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Dev Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Dev Shah?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(STAFF_MESSAGES.lastOwner, expect.anything()));
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Dev Shah')).not.toBeInTheDocument());
  });
});
