import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api.ts';
import { adminCall } from '../call.ts';
import { adminKey } from '../console-keys.ts';

// The home page's sections, items, featured products and choices (GET /api/admin/home-sections).

export const homeKey = adminKey('home-sections');

export function useHomeSections() {
  return useQuery({
    queryKey: homeKey,
    queryFn: ({ signal }) => unwrap(adminCall('adminHome', { signal })),
  });
}
