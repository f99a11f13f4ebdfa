import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { productionRouter } from './web/build/production-router.ts';
import { pureContractSchemas } from './web/build/pure-contract-schemas.ts';
import { serviceWorker } from './web/pwa/service-worker-plugin.ts';

// The storefront lives in web/ and builds into dist/web, which the API server serves
// (it fills the shop-name and shop-config tokens in index.html at request time).
const apiTarget = 'http://127.0.0.1:3000';

/** The catalogue's pages: a shopper's first page is nearly always one of them. */
const CATALOGUE_PAGES =
  /[\\/]web[\\/]features[\\/]catalog[\\/](home[\\/]HomePage|listing[\\/]ListingPage|product[\\/]ProductPage|category[\\/]CategoryPage)\.tsx$/;

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/** The contract's modules: declarations only (schemas, constants, pure functions), no side effects. */
const CONTRACT_MODULE = /[\\/]contract[\\/][^\\/]+\.ts$/;

/**
 * Chunks sized for a slow phone network, where each request costs a round trip (collected when the
 * module graph is complete):
 * - 'app': what every page loads before its first render — the entry and what it imports statically;
 * - 'catalogue': what two or more catalogue pages import statically (cards, pictures, the catalogue's
 *   calls), instead of a dozen tiny shared chunks.
 */
function chunkSets(): { plugin: Plugin; app: (id: string) => boolean; catalogue: (id: string) => boolean } {
  const app = new Set<string>();
  const catalogue = new Set<string>();
  const plugin: Plugin = {
    name: 'little-loom:chunk-sets',
    apply: 'build',
    buildEnd() {
      if (this.environment && this.environment.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[], stop: Set<string>) => {
        const seen = new Set<string>();
        const queue = [...roots];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (seen.has(id) || stop.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const importsZod = (id: string) => (this.getModuleInfo(id)?.importedIds ?? []).some((d) => ZOD.test(d));
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const id of closure(entries, new Set())) app.add(id);
      // The entry stays a chunk of its own: it awaits the first route's chunk before rendering, and
      // that chunk imports from 'app' — were the entry in 'app', each would wait for the other.
      // (index.html's entry is its script, web/main.tsx.)
      for (const id of entries) {
        app.delete(id);
        for (const script of this.getModuleInfo(id)?.importedIds ?? [])
          if (/\.tsx?$/.test(script)) app.delete(script);
      }
      const uses = new Map<string, number>();
      for (const page of ids.filter((id) => CATALOGUE_PAGES.test(id))) {
        for (const id of closure([page], app)) uses.set(id, (uses.get(id) ?? 0) + 1);
      }
      for (const [id, count] of uses) if (count >= 2) catalogue.add(id);
      // zod, and the contract's modules that build schemas, stay out of both sets: a first page reads
      // their plain values at most, while the console's forms keep some of their schemas, and a kept
      // schema inside 'app' or 'catalogue' would make every first visit load zod and build it. Left to
      // the bundler, they go with what uses them (decision 031).
      for (const id of [...app, ...catalogue])
        if (ZOD.test(id) || (CONTRACT_MODULE.test(id) && importsZod(id))) {
          app.delete(id);
          catalogue.delete(id);
        }
    },
  };
  return { plugin, app: (id) => app.has(id), catalogue: (id) => catalogue.has(id) };
}

const chunks = chunkSets();

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'web',
  resolve: { alias: command === 'build' ? [productionRouter()] : [] },
  // serviceWorker(): sw.js (Workbox) for the installable shop; its settings are in web/pwa/.
  plugins: [
    react(),
    tailwindcss(),
    serviceWorker(),
    pureContractSchemas(new URL('./contract/', import.meta.url)),
    chunks.plugin,
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // .vite/manifest.json: the server links each rendered page's own chunks (modulepreload).
    manifest: true,
    // Route pages are lazy chunks (web/app/routes.tsx). React and the router change rarely, so they
    // get a chunk of their own that stays cached across deploys of the shop's code.
    rolldownOptions: {
      // A contract module whose exports a chunk does not read is not imported by it at all (without
      // this, a bare import kept it, and the schemas beside its values, for execution order).
      treeshake: { moduleSideEffects: (id: string) => !CONTRACT_MODULE.test(id) },
      // The shop (index.html → main.tsx), and the loader a page with a main picture starts with
      // instead (web/boot.ts: the picture first, then the shop's code; docs/decisions/034).
      input: isSsrBuild
        ? undefined
        : {
            index: fileURLToPath(new URL('./web/index.html', import.meta.url)),
            boot: fileURLToPath(new URL('./web/boot.ts', import.meta.url)),
          },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
            // Each language's texts (web/i18n/locales/<language>.ts and its files) arrive as one file.
            { name: 'texts-en', test: /[\\/]web[\\/]i18n[\\/]locales[\\/]en([\\/]|\.ts$)/, priority: 20 },
            { name: 'texts-hi', test: /[\\/]web[\\/]i18n[\\/]locales[\\/]hi([\\/]|\.ts$)/, priority: 20 },
            // What every first render needs, and what the catalogue's pages share (chunkSets above).
            { name: 'app', test: chunks.app, priority: 10 },
            // Its set is already every module its pages import (closed under imports), less what it
            // leaves out on purpose; the group must not pull those back in as dependencies.
            {
              name: 'catalogue',
              test: chunks.catalogue,
              priority: 5,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // The server-rendering bundle (vite build --ssr entry-server.tsx) carries its packages inside, so it
  // runs wherever it is put beside the client build.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
}));
