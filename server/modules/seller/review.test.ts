import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PEOPLE_MESSAGES } from '../../../contract/admin-people.ts';
import { STAFF_MESSAGES } from '../../../contract/staff.ts';
import { auditLog, notifications, sellerApplications, staff, users } from '../../db/schema/index.ts';
import {
  call,
  createKit,
  imageBytes,
  type Kit,
  type Shopper,
  type StaffMember,
  shopper,
  staffMember,
  submitApplication,
  validFields,
} from '../../test/kit.ts';
import { DOCUMENT_LINK_TTL_MS } from './document-links.ts';
import { PDF_BYTES } from './test-support.ts';

// The console's sellers desk: applications by status, one application with signed document links, and
// approving or rejecting (the account's role, the applicant's notification, the audit log).

let t: Kit;
let manager: StaffMember;
let support: StaffMember;
let logo: Buffer;

beforeAll(async () => {
  t = await createKit();
  manager = await staffMember(t, 'manager');
  support = await staffMember(t, 'support');
  logo = await imageBytes('png');
});
afterAll(() => t.cleanup());

const minute = 60_000;
const advance = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

/** A shopper with an application under review (with a logo and a licence); the application's id. */
async function applicant(): Promise<{ who: Shopper; id: string }> {
  const who = await shopper(t);
  const res = await submitApplication(
    t,
    who,
    validFields({ businessname: `Threads ${who.userId.slice(0, 4)}` }),
    {
      storelogo: [{ bytes: logo, name: 'logo.png', type: 'image/png' }],
      license: [{ bytes: PDF_BYTES, name: 'licence.pdf', type: 'application/pdf' }],
    },
  );
  expect(res.statusCode).toBe(200);
  advance(minute);
  return { who, id: res.json().application._id };
}

const auditOf = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

const documentUrl = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/admin/seller-applications', () => {
  it('lists waiting applications oldest first, and decided ones by status', async () => {
    const first = await applicant();
    const second = await applicant();
    const res = await call(t, 'GET', '/admin/seller-applications?limit=100', support);
    expect(res.statusCode).toBe(200);
    const ids = res.json().applications.map((a: { _id: string }) => a._id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(res.json().applications[0]).toEqual({
      _id: expect.any(String),
      status: 'pending',
      ownerName: 'Meera Iyer',
      businessName: expect.stringMatching(/^Threads /),
      storeType: "Kids' clothing boutique",
      city: 'Chennai',
      state: 'Tamil Nadu',
      phone: '9876501234',
      email: 'meera.iyer@example.in',
      createdAt: expect.any(String),
    });

    expect(
      (await call(t, 'POST', `/admin/seller-applications/${first.id}/approve`, manager)).statusCode,
    ).toBe(200);
    const approved = await call(t, 'GET', '/admin/seller-applications?status=approved', support);
    expect(approved.json().applications.map((a: { _id: string }) => a._id)).toEqual([first.id]);
    expect(approved.json().total).toBe(1);
  });

  it('refuses an unknown status (400)', async () => {
    const res = await call(t, 'GET', '/admin/seller-applications?status=maybe', support);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/seller-applications/:id and its document links', () => {
  it('shows the application with the account masked and links to each document', async () => {
    const { id } = await applicant();
    const res = await call(t, 'GET', `/admin/seller-applications/${id}`, support);
    expect(res.statusCode).toBe(200);
    const application = res.json().application;
    expect(application).toMatchObject({
      _id: id,
      status: 'pending',
      bankAccount: 'XXXXXX6789',
      ifscCode: 'SBIN0001234',
      rejectReason: null,
      decidedAt: null,
    });
    expect(JSON.stringify(application)).not.toContain('30123456789');
    expect(application.documents).toHaveLength(2);
    const licence = application.documents.find((d: { kind: string }) => d.kind === 'license');
    expect(licence).toMatchObject({ mime: 'application/pdf', size: PDF_BYTES.length });
    expect(licence.url).toMatch(/^\/api\/admin\/seller-documents\/[\w-]{50}\.[\w-]{22}$/);
    expect(Date.parse(licence.expiresAt) - t.clock.now.getTime()).toBe(DOCUMENT_LINK_TTL_MS);

    // Opened without any bearer header, as a new tab does.
    const file = await documentUrl(licence.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a link once expired, altered, or held by someone no longer allowed', async () => {
    const { id } = await applicant();
    const member = await staffMember(t, 'support');
    const res = await call(t, 'GET', `/admin/seller-applications/${id}`, member);
    const url: string = res.json().application.documents[0].url;
    expect((await documentUrl(url)).statusCode).toBe(200);

    // Altered: another file, or a later expiry, in the payload breaks the signature.
    const [payload, signature] = url.split('/').pop()!.split('.');
    const bytes = Buffer.from(payload!, 'base64url');
    bytes[32] = 1;
    const altered = await documentUrl(
      `/api/admin/seller-documents/${bytes.toString('base64url')}.${signature}`,
    );
    expect(altered.statusCode).toBe(403);
    expect(altered.json().message).toBe(ADMIN_PEOPLE_MESSAGES.documentLinkExpired);

    // The staff member is removed: their links stop at once.
    await t.database.db.delete(staff).where(eq(staff.userId, member.userId));
    const removed = await documentUrl(url);
    expect(removed.statusCode).toBe(403);
    expect(removed.json().message).toBe(STAFF_MESSAGES.notStaff);

    // Expired after five minutes.
    const fresh = (await call(t, 'GET', `/admin/seller-applications/${id}`, support)).json().application
      .documents[0].url;
    advance(DOCUMENT_LINK_TTL_MS);
    const expired = await documentUrl(fresh);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(ADMIN_PEOPLE_MESSAGES.documentLinkExpired);
  });

  it('answers 404 for an unknown application and 400 for a malformed id', async () => {
    const unknown = await call(
      t,
      'GET',
      '/admin/seller-applications/00000000-0000-4000-8000-000000000001',
      support,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_PEOPLE_MESSAGES.applicationNotFound);
    expect((await call(t, 'GET', '/admin/seller-applications/not-an-id', support)).statusCode).toBe(400);
  });
});

describe('approving and rejecting', () => {
  it('approve: the account becomes a seller, the applicant is told, the audit log has it; twice is 409', async () => {
    const { who, id } = await applicant();
    const res = await call(t, 'POST', `/admin/seller-applications/${id}/approve`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ADMIN_PEOPLE_MESSAGES.approved });

    const [row] = await t.database.db.select().from(sellerApplications).where(eq(sellerApplications.id, id));
    expect(row).toMatchObject({ status: 'approved', decidedBy: manager.userId, rejectReason: null });
    expect(row!.decidedAt?.getTime()).toBe(t.clock.now.getTime());
    const [account] = await t.database.db.select().from(users).where(eq(users.id, who.userId));
    expect(account!.role).toBe('seller');
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, who.userId));
    expect(notes.map((n) => n.title)).toContain(ADMIN_PEOPLE_MESSAGES.sellerApprovedTitle);
    const [entry] = await auditOf('seller.approve', id);
    expect(entry).toMatchObject({ actorId: manager.userId, actorRole: 'manager', via: 'console' });
    expect(entry!.after).toMatchObject({ status: 'approved' });

    const again = await call(t, 'POST', `/admin/seller-applications/${id}/approve`, manager);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_PEOPLE_MESSAGES.notPending);
    const reject = await call(t, 'POST', `/admin/seller-applications/${id}/reject`, manager, {
      reason: 'No',
    });
    expect(reject.statusCode).toBe(409);
  });

  it('reject: the reason is kept, told to the applicant and shown on their own application', async () => {
    const { who, id } = await applicant();
    const res = await call(t, 'POST', `/admin/seller-applications/${id}/reject`, manager, {
      reason: '  The GST number does not match the business name.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADMIN_PEOPLE_MESSAGES.rejected);
    const reason = 'The GST number does not match the business name.';
    const [row] = await t.database.db.select().from(sellerApplications).where(eq(sellerApplications.id, id));
    expect(row).toMatchObject({ status: 'rejected', rejectReason: reason });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, who.userId));
    expect(account!.role).toBe('user');
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, who.userId));
    const note = notes.find((n) => n.title === ADMIN_PEOPLE_MESSAGES.sellerRejectedTitle);
    expect(note?.message).toContain(reason);
    const [entry] = await auditOf('seller.reject', id);
    expect(entry!.note).toBe(reason);

    const own = await call(t, 'GET', '/user/seller/application', who);
    expect(own.json().application).toMatchObject({ status: 'rejected', rejectReason: reason });
  });

  it('refuses a reject without a reason or with unknown fields (400), an unknown id (404), and support (403)', async () => {
    const { id } = await applicant();
    const blank = await call(t, 'POST', `/admin/seller-applications/${id}/reject`, manager, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(ADMIN_PEOPLE_MESSAGES.rejectNeedsReason);
    const extra = await call(t, 'POST', `/admin/seller-applications/${id}/reject`, manager, {
      reason: 'No',
      status: 'approved',
    });
    expect(extra.statusCode).toBe(400);
    const unknown = await call(
      t,
      'POST',
      '/admin/seller-applications/00000000-0000-4000-8000-000000000002/approve',
      manager,
    );
    expect(unknown.statusCode).toBe(404);
    const bySupport = await call(t, 'POST', `/admin/seller-applications/${id}/approve`, support);
    expect(bySupport.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(sellerApplications).where(eq(sellerApplications.id, id));
    expect(row!.status).toBe('pending');
    expect(await auditOf('seller.reject', id)).toEqual([]);
  });

  it('two decisions at once: one wins, the other is 409', async () => {
    const { id } = await applicant();
    const owner = await staffMember(t, 'owner');
    const [a, b] = await Promise.all([
      call(t, 'POST', `/admin/seller-applications/${id}/approve`, manager),
      call(t, 'POST', `/admin/seller-applications/${id}/reject`, owner, { reason: 'Incomplete' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const entries = [...(await auditOf('seller.approve', id)), ...(await auditOf('seller.reject', id))];
    expect(entries).toHaveLength(1);
  });
});
