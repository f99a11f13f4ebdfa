import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

// React Router 7 ships a production build (dist/production) but its package exports name only the
// development one, whatever the mode (remix-run/react-router#12532, #14753): a shop built from it
// carries the router's development checks and warnings. For a build, 'react-router' is pointed at
// the production files; `vite dev` and the tests keep the development build and its warnings.

export function productionRouter(): Alias {
  return {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  };
}
