import { describe, expect, it } from 'vitest';
import {
  adminSellerDetailResponse,
  adminSellerListResponse,
  adminShopperDetailResponse,
  adminShopperListResponse,
  dashboardResponse,
} from '../../../contract/admin-people.ts';
import { auditListResponse, staffListResponse, staffMeResponse } from '../../../contract/staff.ts';
import {
  auditEntry,
  dashboard,
  meAnswer,
  sellerDetail,
  sellerRow,
  shopperDetail,
  shopperRow,
  staffMember,
} from './test-fixtures.tsx';

// The console's test builders are answers the server could give.
describe('console test builders', () => {
  it('match the contract', () => {
    const ok = { success: true, page: 1, limit: 25, total: 1 };
    expect(() => staffMeResponse.parse({ success: true, ...meAnswer('support') })).not.toThrow();
    expect(() => dashboardResponse.parse(dashboard())).not.toThrow();
    expect(() => adminShopperListResponse.parse({ ...ok, shoppers: [shopperRow()] })).not.toThrow();
    expect(() => adminShopperDetailResponse.parse({ success: true, ...shopperDetail() })).not.toThrow();
    expect(() => adminSellerListResponse.parse({ ...ok, applications: [sellerRow()] })).not.toThrow();
    expect(() => adminSellerDetailResponse.parse({ success: true, ...sellerDetail() })).not.toThrow();
    expect(() => staffListResponse.parse({ success: true, staff: [staffMember()] })).not.toThrow();
    expect(() => auditListResponse.parse({ ...ok, entries: [auditEntry()] })).not.toThrow();
  });
});
