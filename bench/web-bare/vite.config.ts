import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { productionRouter } from '../../web/build/production-router.ts';

// Builds the bare page of `npm run bench:web` (bench/web.ts passes the output folder), with React
// Router's production build as the shop's build has it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: [productionRouter()] },
});
