import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINTS, type AdminEndpointName } from '../../../contract/admin-endpoints.ts';
import { isStaffAccess } from '../../../contract/endpoint.ts';
import { roleCan, STAFF_MESSAGES, STAFF_ROLES, type StaffRole } from '../../../contract/staff.ts';
import { bearer, createKit, type Kit, type Shopper, shopper, staffMember } from '../../test/kit.ts';

// The authorisation matrix, generated from the console's endpoint table: every /api/admin endpoint is
// called anonymously (401), as a shopper (403), and as each role (403 when the role lacks the
// permission the table names, anything but 401/403 when it holds it). A new endpoint joins the matrix
// by being declared.

const SOME_ID = '00000000-0000-4000-8000-0000000000aa';

let t: Kit;
let customer: Shopper;
const roles = {} as Record<StaffRole, Shopper>;
beforeAll(async () => {
  t = await createKit();
  customer = await shopper(t);
  for (const role of STAFF_ROLES) roles[role] = await staffMember(t, role);
});
afterAll(() => t.cleanup());

const names = Object.keys(ADMIN_ENDPOINTS) as AdminEndpointName[];
const guarded = names.filter((name) => isStaffAccess(ADMIN_ENDPOINTS[name].access));

function request(name: AdminEndpointName, token: string | null) {
  const { method, path } = ADMIN_ENDPOINTS[name];
  const url = `/api${path.replace(/:(\w+)/g, () => SOME_ID)}`;
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('the console’s authorisation matrix', () => {
  it('declares a staff permission on every console endpoint but signed document links', () => {
    const open = names.filter((name) => !isStaffAccess(ADMIN_ENDPOINTS[name].access));
    // A seller document is opened in a new tab by a short-lived signed link: the link is the credential.
    expect(open).toEqual(names.filter((name) => ADMIN_ENDPOINTS[name].path.includes('seller-documents')));
    expect(guarded.length).toBeGreaterThanOrEqual(25);
  });

  it('registers every endpoint the table declares', () => {
    const missing = names.filter(
      (name) =>
        !t.app.hasRoute({ method: ADMIN_ENDPOINTS[name].method, url: `/api${ADMIN_ENDPOINTS[name].path}` }),
    );
    expect(missing).toEqual([]);
  });

  it.each(guarded)('%s: 401 anonymous, 403 to a shopper', async (name) => {
    const anonymous = await request(name, null);
    expect(anonymous.statusCode).toBe(401);
    const asShopper = await request(name, customer.token);
    expect(asShopper.statusCode).toBe(403);
    expect(asShopper.json().message).toBe(STAFF_MESSAGES.notStaff);
  });

  for (const role of STAFF_ROLES) {
    it.each(guarded)(`%s as ${role}`, async (name) => {
      const permission = ADMIN_ENDPOINTS[name].access;
      if (!isStaffAccess(permission)) throw new Error('unreachable');
      const res = await request(name, roles[role].token);
      if (roleCan(role, permission)) {
        expect([401, 403]).not.toContain(res.statusCode);
        expect(res.statusCode).toBeLessThan(500);
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(STAFF_MESSAGES.notAllowed);
      }
    });
  }

  it('gives support no way into staff or the audit log', () => {
    expect(roleCan('support', 'staff:read')).toBe(false);
    expect(roleCan('support', 'audit:read')).toBe(false);
    expect(roleCan('support', 'catalogue:write')).toBe(false);
    expect(roleCan('manager', 'shoppers:write')).toBe(false);
    expect(roleCan('manager', 'staff:write')).toBe(false);
  });

  it('lets every role read and moderate shoppers’ reviews', () => {
    for (const role of STAFF_ROLES) {
      expect(roleCan(role, 'reviews:read')).toBe(true);
      expect(roleCan(role, 'reviews:write')).toBe(true);
    }
  });
});
