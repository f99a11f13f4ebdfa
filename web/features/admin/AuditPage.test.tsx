import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../test/fake-api.ts';
import { describeChange } from './console-format.ts';
import { auditEntry, OWNER_ID, renderConsole, staffMember } from './test-fixtures.tsx';

describe('the audit log', () => {
  it('shows who, when (India time), what and the change; filters go to the server', async () => {
    const { api } = renderConsole('/admin/audit', 'owner', {
      adminStaffList: () => ({ staff: [staffMember()] }),
      adminAudit: () => ({
        entries: [
          auditEntry(),
          auditEntry({
            _id: 'e2',
            actor: null,
            via: 'command',
            action: 'staff.add',
            targetType: 'staff',
            targetLabel: null,
            targetId: 't-9',
            before: null,
            after: { role: 'owner' },
            note: 'first owner',
          }),
        ],
        total: 2,
        page: 1,
        limit: 50,
      }),
    });
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    // 10:30 UTC is 4:00 pm in India.
    expect(within(first).getByText(/26 Nov 2026.*4:00\s?pm/i)).toBeInTheDocument();
    expect(within(first).getByText('LL-2026-000123')).toBeInTheDocument();
    expect(within(first).getByText('status: "Placed" → "Packed"')).toBeInTheDocument();
    expect(within(second).getByText('The shop')).toBeInTheDocument();
    expect(within(second).getByText('t-9')).toBeInTheDocument();
    expect(within(second).getByText('first owner')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Action/), { target: { value: 'order' } });
    fireEvent.change(screen.getByLabelText('From (India date)'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(screen.getByRole('option', { name: /Asha Rao/ })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: OWNER_ID } });
    fireEvent.click(screen.getByRole('button', { name: /apply filters/i }));
    await waitFor(() => {
      const query = api.calls('adminAudit').at(-1)?.query;
      expect(query?.get('action')).toBe('order');
      expect(query?.get('from')).toBe('2026-11-01');
      expect(query?.get('actor')).toBe(OWNER_ID);
    });
  });

  it('shows a failed load with Try again', async () => {
    renderConsole('/admin/audit', 'owner', {
      adminStaffList: () => ({ staff: [] }),
      adminAudit: () => refusal(400, 'Use a date like 2026-11-26'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Use a date like 2026-11-26');
  });
});

describe('describeChange', () => {
  it('lists the fields that changed, or the two values', () => {
    expect(describeChange({ status: 'Placed', note: null }, { status: 'Packed', note: null })).toEqual([
      'status: "Placed" → "Packed"',
    ]);
    expect(describeChange(null, { role: 'owner' })).toEqual(['→ {"role":"owner"}']);
    expect(describeChange(5, 7)).toEqual(['5 → 7']);
    expect(describeChange(null, null)).toEqual([]);
  });
});
