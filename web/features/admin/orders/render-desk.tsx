import type { ReactNode } from 'react';
import type { StaffRole } from '../../../../contract/staff.ts';
import { renderRoutes } from '../../../test/render.tsx';
import type { SignedInStaff } from '../console-context.ts';
import ReturnsPage from '../returns/ReturnsPage.tsx';
import { InSession } from '../test-fixtures.tsx';
import OrderPage from './OrderPage.tsx';
import OrdersPage from './OrdersPage.tsx';
import { signInStaff } from './test-fixtures.ts';

/** The order and returns desks in a memory router, signed in as `who` (a role or a staff member), at `path`. */
export function renderDesk(path = '/admin/orders', who: StaffRole | SignedInStaff = 'owner') {
  signInStaff();
  const page = (element: ReactNode) => <InSession who={who}>{element}</InSession>;
  return renderRoutes(
    [
      { path: '/admin/orders', element: page(<OrdersPage />) },
      { path: '/admin/orders/:orderId', element: page(<OrderPage />) },
      { path: '/admin/returns', element: page(<ReturnsPage />) },
      { path: '/admin/shoppers/:id', element: <p>Shopper page</p> },
    ],
    path,
  );
}
