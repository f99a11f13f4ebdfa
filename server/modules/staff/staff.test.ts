import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES, staffListResponse, staffMeResponse } from '../../../contract/staff.ts';
import { main as staffCommand } from '../../../scripts/staff.ts';
import { queryRows } from '../../db/rows.ts';
import { bearer, createKit, type Kit, type StaffMember, shopper, staffMember } from '../../test/kit.ts';

// Staff and the audit log: the console's staff endpoints, the command line, and the log they write.

let t: Kit;
let owner: StaffMember;
beforeAll(async () => {
  t = await createKit();
  owner = await staffMember(t, 'owner', 'Meera Owner');
});
afterAll(() => t.cleanup());

const as = (who: { token: string }) => bearer(who.token);

describe('who is signed in', () => {
  it('tells a staff member their role and permissions', async () => {
    const support = await staffMember(t, 'support', 'Sunil Support');
    const res = await t.app.inject({ url: '/api/admin/me', headers: as(support) });
    expect(res.statusCode).toBe(200);
    const body = staffMeResponse.parse(res.json());
    expect(body.staff).toMatchObject({ name: 'Sunil Support', phone: support.phone, role: 'support' });
    expect(body.staff.permissions).toContain('orders:write');
    expect(body.staff.permissions).not.toContain('staff:read');
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    expect((await t.app.inject({ url: '/api/admin/me' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/admin/me', headers: as(await shopper(t)) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(STAFF_MESSAGES.notStaff);
  });
});

describe('owners add and remove staff', () => {
  it('adds a phone as staff, making the account when there is none, and logs it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: as(owner),
      payload: { phone: '+91 98111 22334', role: 'manager' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().member).toMatchObject({ phone: '9811122334', role: 'manager', addedBy: 'Meera Owner' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: as(owner),
      payload: { phone: '9811122334', role: 'support' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STAFF_MESSAGES.alreadyStaff);

    const list = staffListResponse.parse(
      (await t.app.inject({ url: '/api/admin/staff', headers: as(owner) })).json(),
    );
    expect(list.staff.find((m) => m.phone === '9811122334')?.role).toBe('manager');

    const audit = await t.app.inject({ url: '/api/admin/audit?action=staff.add', headers: as(owner) });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'staff.add',
      targetLabel: '9811122334',
      after: { role: 'manager' },
      via: 'console',
      actor: { userId: owner.userId, name: 'Meera Owner', role: 'owner' },
    });
  });

  it('refuses a bad phone or role with the form messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: as(owner),
      payload: { phone: '12345', role: 'boss' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['phone', 'role']));
  });

  it('keeps at least one owner and never removes the one asking', async () => {
    const me = await t.app.inject({ url: '/api/admin/staff', headers: as(owner) });
    const mine = me.json().staff.find((m: { userId: string }) => m.userId === owner.userId);
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${mine._id}`,
      headers: as(owner),
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(STAFF_MESSAGES.notYourself);

    const second = await staffMember(t, 'owner', 'Second Owner');
    const removeFirst = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${mine._id}`,
      headers: as(second),
    });
    expect(removeFirst.statusCode).toBe(200);
    // The removed owner's token now opens nothing in the console, at once.
    expect((await t.app.inject({ url: '/api/admin/me', headers: as(owner) })).statusCode).toBe(403);
    owner = second;
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/staff/00000000-0000-4000-8000-000000000000',
      headers: as(owner),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/staff/not-an-id',
      headers: as(owner),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('is append-only in the database', async () => {
    await expect(t.database.db.execute(sql`UPDATE audit_log SET note = 'changed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
  });

  it('filters by actor, target and India dates, newest first, with paging', async () => {
    const all = await t.app.inject({ url: '/api/admin/audit?limit=1', headers: as(owner) });
    expect(all.statusCode).toBe(200);
    expect(all.json().entries).toHaveLength(1);
    expect(all.json().total).toBeGreaterThanOrEqual(2);

    const byLabel = await t.app.inject({ url: '/api/admin/audit?targetId=9811122334', headers: as(owner) });
    expect(byLabel.json().entries.map((e: { action: string }) => e.action)).toEqual(['staff.add']);

    const byTarget = await t.app.inject({ url: '/api/admin/audit?targetType=staff', headers: as(owner) });
    const actions = byTarget.json().entries.map((e: { action: string }) => e.action);
    expect(actions[0]).toBe('staff.remove');

    // The kit's clock reads 2026-03-02 10:00 UTC, which is 2 March in India.
    const day = await t.app.inject({
      url: '/api/admin/audit?from=2026-03-02&to=2026-03-02',
      headers: as(owner),
    });
    expect(day.json().total).toBe(all.json().total);
    const before = await t.app.inject({ url: '/api/admin/audit?to=2026-03-01', headers: as(owner) });
    expect(before.json().total).toBe(0);
    const bad = await t.app.inject({ url: '/api/admin/audit?from=yesterday', headers: as(owner) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('npm run staff', () => {
  const target = async () => ({ database: t.database, config: t.config, close: async () => {} });

  it('adds, lists and removes staff on the shop database, written to the audit log', async () => {
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    expect(await staffCommand(['add', '--phone', '9822001122', '--role', 'support'], target, print)).toBe(0);
    expect(lines.at(-1)).toContain('9822001122 is now support');
    expect(await staffCommand(['list'], target, print)).toBe(0);
    expect(lines.some((line) => /^9822001122\s+support/.test(line))).toBe(true);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await staffCommand(['add', '--phone', '9822001122', '--role', 'owner'], target, print)).toBe(1);
      expect(error).toHaveBeenCalledWith(`staff: ${STAFF_MESSAGES.alreadyStaff}`);
      expect(await staffCommand(['add', '--phone', '123', '--role', 'owner'], target, print)).toBe(2);
      expect(await staffCommand(['add', '--phone', '9822001199', '--role', 'king'], target, print)).toBe(2);
      expect(await staffCommand(['fire'], target, print)).toBe(2);
      expect(await staffCommand(['remove', '--phone', '9822009999'], target, print)).toBe(1);
    } finally {
      error.mockRestore();
    }
    expect(await staffCommand(['remove', '--phone', '9822001122'], target, print)).toBe(0);

    const rows = await queryRows<{ action: string; via: string; actor_id: string | null }>(
      t.database.db,
      sql`SELECT action, via, actor_id FROM audit_log WHERE target_label = '9822001122' ORDER BY id`,
    );
    expect(rows).toEqual([
      { action: 'staff.add', via: 'command', actor_id: null },
      { action: 'staff.remove', via: 'command', actor_id: null },
    ]);
  });
});
