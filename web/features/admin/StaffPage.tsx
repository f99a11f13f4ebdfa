import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffMember, staffAddBody } from '../../../contract/staff.ts';
import { unwrap } from '../../lib/api.ts';
import { failureText } from '../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { adminCall } from './call.ts';
import { useCanWrite, useConsoleSession } from './console-context.ts';
import { indiaDateTime } from './console-format.ts';
import { adminKey } from './console-keys.ts';
import { CONSOLE_TOAST, useConsoleTitle } from './console-query.ts';
import {
  Card,
  ConfirmDialog,
  cellClass,
  Empty,
  Field,
  inputClass,
  LoadError,
  PageHeader,
  primaryButton,
  secondaryButton,
  Table,
  TableSkeleton,
} from './ui.tsx';

// The staff list (owners): who has a role, since when and who added them; add by phone with a role,
// remove with a confirmation. The server's refusals (already staff, the last owner, yourself) are
// shown in its words.

export const staffKey = adminKey('staff');

const ADD_FAILED = 'The staff member could not be added. Try again.';
const REMOVE_FAILED = 'The staff member could not be removed. Try again.';

type AddInput = z.input<typeof staffAddBody>;

function AddStaffForm() {
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AddInput, unknown, z.output<typeof staffAddBody>>({
    resolver: zodResolver(staffAddBody),
    defaultValues: { phone: '', role: '' as AddInput['role'] },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    const result = await adminCall('adminStaffAdd', { body });
    if (!result.success) {
      const text = failureText(result, { failed: ADD_FAILED });
      setRefusal(text);
      notifyError(text, CONSOLE_TOAST);
      return;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    form.reset();
    await client.invalidateQueries({ queryKey: staffKey });
  });
  return (
    <Card title="Add a staff member">
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
        <Field label="Mobile number (10 digits)" error={errors.phone?.message} className="min-w-52 flex-1">
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              className={inputClass}
              {...form.register('phone')}
            />
          )}
        </Field>
        <Field label="Role" error={errors.role?.message} className="min-w-40">
          {(control) => (
            <select {...control} className={inputClass} {...form.register('role')}>
              <option value="">Choose…</option>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className={`${primaryButton} md:mt-7`} disabled={isSubmitting}>
          <UserPlus className="size-4" aria-hidden="true" /> Add
        </button>
      </form>
      {refusal ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {refusal}
        </p>
      ) : null}
    </Card>
  );
}

function RemoveButton({ member }: { member: StaffMember }) {
  const client = useQueryClient();
  const who = member.name || member.phone || 'this staff member';
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={secondaryButton} aria-label={`Remove ${who}`}>
          <Trash2 className="size-4" aria-hidden="true" /> Remove
        </button>
      }
      title={`Remove ${who}?`}
      description="They keep their shopper account but can no longer open the console."
      confirmLabel="Remove"
      danger
      onConfirm={async () => {
        const result = await adminCall('adminStaffRemove', { params: { id: member._id } });
        if (!result.success) {
          notifyError(failureText(result, { failed: REMOVE_FAILED }), CONSOLE_TOAST);
          return false;
        }
        notifySuccess(result.data.message, CONSOLE_TOAST);
        await client.invalidateQueries({ queryKey: staffKey });
        return true;
      }}
    />
  );
}

export function StaffPage() {
  useConsoleTitle('Staff');
  const canWrite = useCanWrite('staff');
  const { staff: me } = useConsoleSession();
  const list = useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => unwrap(adminCall('adminStaffList', { signal })),
  });
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Staff" />
      {canWrite ? <AddStaffForm /> : null}
      {list.isPending ? (
        <TableSkeleton label="Loading staff" />
      ) : list.isError ? (
        <LoadError error={list.error} what="the staff list" onRetry={() => void list.refetch()} />
      ) : list.data.staff.length === 0 ? (
        <Empty>No staff yet.</Empty>
      ) : (
        <Table
          caption="Staff"
          head={['Name', 'Phone', 'Role', 'Added', 'Added by', ...(canWrite ? ['Actions'] : [])]}
        >
          {list.data.staff.map((member) => (
            <tr key={member._id}>
              <td className={cellClass}>
                {member.name || '—'}
                {member.userId === me.userId ? <span className="text-ink-soft"> (you)</span> : null}
              </td>
              <td className={cellClass}>{member.phone ?? '—'}</td>
              <td className={cellClass}>{STAFF_ROLE_LABELS[member.role]}</td>
              <td className={cellClass}>{indiaDateTime(member.addedAt)}</td>
              <td className={cellClass}>{member.addedBy ?? 'Command line'}</td>
              {canWrite ? (
                <td className={`${cellClass} text-right`}>
                  {member.userId === me.userId ? null : <RemoveButton member={member} />}
                </td>
              ) : null}
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
