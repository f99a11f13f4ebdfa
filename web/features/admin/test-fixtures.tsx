import type { ReactNode } from 'react';
import type { z } from 'zod';
import type {
  adminSellerDetailResponse,
  adminSellerRowSchema,
  adminShopperDetailSchema,
  adminShopperRowSchema,
  dashboardResponse,
} from '../../../contract/admin-people.ts';
import { type AuditEntry, permissionsOf, type StaffMember, type StaffRole } from '../../../contract/staff.ts';
import { consoleRoute } from '../../app/routes.tsx';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { type FakeHandlers, fakeApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ConsoleSessionContext, consoleSession, type SignedInStaff } from './console-context.ts';

// Builders for the console's tests (fixtures.test.ts parses each with the contract's schema) and one
// way to open the console at a path as a role.

export const OWNER_ID = '00000000-0000-4000-8000-000000000001';
export const SHOPPER_ID = '00000000-0000-4000-8000-000000000010';
export const SELLER_APP_ID = '00000000-0000-4000-8000-000000000020';

export function meAnswer(role: StaffRole, userId = OWNER_ID) {
  return {
    staff: { userId, name: 'Asha Rao', phone: '9876543210', role, permissions: permissionsOf(role) },
  };
}

export function dashboard(overrides: Partial<z.output<typeof dashboardResponse>> = {}) {
  return {
    success: true as const,
    range: 'today' as const,
    from: '2026-11-26',
    to: '2026-11-26',
    orders: 12,
    revenue: 123456,
    averageOrderValue: 10288,
    cashOutstanding: { orders: 3, amount: 4500 },
    cancellationRate: 0.125,
    returnRate: 0.05,
    revenueByDay: [{ day: '2026-11-26', orders: 12, revenue: 123456 }],
    lowStock: [{ productId: 'p1', name: 'Cotton frock', colorName: 'Red', size: '2-3Y', stock: 1 }],
    topProducts: [{ productId: 'p2', name: 'Denim dungaree', quantity: 7, revenue: 8400 }],
    ...overrides,
  };
}

export function shopperRow(overrides: Partial<z.output<typeof adminShopperRowSchema>> = {}) {
  return {
    _id: SHOPPER_ID,
    name: 'Meera Iyer',
    phone: '9123456780',
    email: 'meera@example.com',
    createdAt: '2026-10-01T06:30:00.000Z',
    orderCount: 2,
    blocked: false,
    ...overrides,
  };
}

export function shopperDetail(overrides: Partial<z.output<typeof adminShopperDetailSchema>['shopper']> = {}) {
  return {
    shopper: {
      ...shopperRow(),
      role: 'user',
      blockedReason: null,
      blockedAt: null,
      referralCode: 'MEERA1',
      ...overrides,
    },
    orders: [
      {
        _id: '00000000-0000-4000-8000-000000000030',
        orderNumber: 'LL-2026-000123',
        status: 'Delivered' as const,
        createdAt: '2026-11-20T05:00:00.000Z',
        shopper: { _id: SHOPPER_ID, name: 'Meera Iyer', phone: '9123456780' },
        recipient: 'Meera Iyer',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pincode: '600001',
        itemCount: 2,
        finalPayableAmount: 1299,
        paymentMethod: 'COD',
        cashCollected: true,
        returnedToOrigin: false,
      },
    ],
    addresses: [
      {
        _id: 'a1',
        name: 'Meera Iyer',
        number: '9123456780',
        address: '12 Lake Road',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pincode: '600001',
      },
    ],
    coins: {
      balance: 150,
      ledger: [{ _id: 'c1', delta: 150, reason: 'Referral', ref: 'ref-1', at: '2026-11-01T04:00:00.000Z' }],
    },
  };
}

export function sellerRow(overrides: Partial<z.output<typeof adminSellerRowSchema>> = {}) {
  return {
    _id: SELLER_APP_ID,
    status: 'pending' as const,
    ownerName: 'Ravi Kumar',
    businessName: 'Ravi Kids Wear',
    storeType: 'Boutique',
    city: 'Jaipur',
    state: 'Rajasthan',
    phone: '9000000001',
    email: 'ravi@example.com',
    createdAt: '2026-11-20T05:00:00.000Z',
    ...overrides,
  };
}

export function sellerDetail(
  overrides: Partial<z.output<typeof adminSellerDetailResponse>['application']> = {},
): Omit<z.output<typeof adminSellerDetailResponse>, 'success'> {
  return {
    application: {
      ...sellerRow(),
      address: '4 Market Street',
      pincode: '302001',
      businessLocation: 'Johari Bazaar',
      businessLandmark: null,
      description: 'Cotton clothes for children',
      gstNumber: null,
      bankName: 'State Bank',
      bankAccount: 'XXXXXX1234',
      accountHolderName: 'Ravi Kumar',
      ifscCode: 'SBIN0000001',
      rejectReason: null,
      decidedAt: null,
      documents: [
        {
          kind: 'aadhaar',
          mime: 'application/pdf',
          size: 20480,
          url: '/api/admin/seller-documents/signed-token-1234',
          expiresAt: '2026-11-26T10:10:00.000Z',
        },
      ],
      ...overrides,
    },
  };
}

export function staffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    _id: '00000000-0000-4000-8000-000000000101',
    userId: OWNER_ID,
    name: 'Asha Rao',
    phone: '9876543210',
    role: 'owner',
    addedAt: '2026-11-01T04:00:00.000Z',
    addedBy: null,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'e1',
    at: '2026-11-26T10:30:00.000Z',
    actor: { userId: OWNER_ID, name: 'Asha Rao', phone: '9876543210', role: 'owner' },
    via: 'console',
    action: 'order.status',
    targetType: 'order',
    targetId: '00000000-0000-4000-8000-000000000030',
    targetLabel: 'LL-2026-000123',
    before: { status: 'Placed' },
    after: { status: 'Packed' },
    note: null,
    ...overrides,
  };
}

/** A staff member for a page rendered without the shell: a role's, or one given whole. */
export const staffOf = (who: StaffRole | SignedInStaff): SignedInStaff =>
  typeof who === 'string' ? meAnswer(who).staff : who;

/** A console page outside the shell, signed in as `who` (the shell provides this session in the app). */
export function InSession({ who, children }: { who: StaffRole | SignedInStaff; children: ReactNode }) {
  return (
    <ConsoleSessionContext.Provider value={consoleSession(staffOf(who))}>
      {children}
    </ConsoleSessionContext.Provider>
  );
}

/**
 * Opens the console at `path` signed in as `role`, with the API answering from `handlers`: the app's own
 * /admin route (shell and pages as the route table declares them), beside stand-ins for sign-in and home.
 */
export function renderConsole(path: string, role: StaffRole | null, handlers: FakeHandlers = {}) {
  localStorage.setItem(TOKEN_KEY, 'token-1');
  localStorage.setItem(USER_ID_KEY, OWNER_ID);
  const api = fakeApi({
    ...(role ? { adminMe: () => meAnswer(role) } : {}),
    adminNewOrders: () => ({ newOrders: 0, since: null }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      consoleRoute,
      { path: '/signin', element: <p>Sign in page</p> },
      { path: '/', element: <p>Shop home</p> },
    ],
    path,
  );
  return { api, ...view };
}
