import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { setI18n } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { Language } from '../contract/language.ts';
import { scriptJson } from '../contract/script-json.ts';
import { Layout } from './app/layout/Layout.tsx';
import { PageLoading } from './app/pages/PageLoading.tsx';
import { createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { createI18n } from './i18n/i18n.ts';
import { ApiRequestError, setTransport } from './lib/api.ts';
import { provideShopConfig, type ShopConfig } from './lib/shop-config.ts';
import { AppTree } from './ssr/app-tree.tsx';
import type { PageState, TakeOver } from './ssr/page-state.ts';
import { type PicturePreload, pagePictures } from './ssr/pictures.ts';
import { PAGE_MODULES, PREFETCH, textsModules } from './ssr/prefetch.ts';
import { ALL_TEXTS } from './ssr/texts.ts';

// The storefront rendered on the server (built with `vite build --ssr`, loaded by
// server/plugins/storefront.ts). A public page (home, listing, category, product, policies, not found)
// is rendered with its data, as a signed-out visitor, and hydrated by web/main.tsx; any other page
// gets the layout with a loading placeholder, which the browser replaces with the real page.

type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  language: Language;
  shop: ShopConfig;
  /** Answers the page's API calls in-process (the shop's own GET endpoints). */
  fetch: Transport;
}

export interface RenderResult {
  status: number;
  /** False for a page drawn from a failed call: not worth keeping. */
  keep: boolean;
  /** The markup inside #root. */
  html: string;
  takeOver: TakeOver;
  /** The JSON for the page-state script (already safe inside <script>), or null. */
  state: string | null;
  /** The route's page modules (paths under web/, as in the build manifest): preloaded with the entry. */
  modules: string[];
  /** The first screen's main picture, preloaded in the head. */
  pictures: PicturePreload[];
}

// Each render's calls go to its own request's transport.
const calls = new AsyncLocalStorage<Transport>();
setTransport((url, init) => {
  const transport = calls.getStore();
  return transport ? transport(url, init) : Promise.reject(new Error('No API on the server for this call'));
});

const pages = createStaticHandler(routes);

/** Every other page: the layout, with the page area loading (the browser draws the page itself). */
const shellRoutes: RouteObject[] = [
  { element: <Layout />, children: [{ path: '*', element: <PageLoading /> }] },
];
const shell = createStaticHandler(shellRoutes);

// i18next keeps one global instance that formatting helpers read (web/i18n/language.ts), so renders
// take turns; each is a few milliseconds once its data is in hand.
let turn: Promise<unknown> = Promise.resolve();
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const next = turn.then(work, work);
  turn = next.catch(() => undefined);
  return next;
}

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream)
    parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(parts).toString('utf8');
}

async function draw(
  input: RenderInput,
  client: QueryClient,
  handler: ReturnType<typeof createStaticHandler>,
  context: StaticHandlerContext,
): Promise<string> {
  const i18n = createI18n(input.language, ALL_TEXTS);
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree: ReactNode = (
    <AppTree i18n={i18n} client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppTree>
  );
  return exclusive(async () => {
    setI18n(i18n);
    // Every Suspense boundary is written in place (web/components/HydrateWhenNear.tsx wraps parts of the
    // page in them): past this size React would move a boundary's markup to the end of the page and
    // reveal it with an inline script, which the shop's CSP (script-src 'self') does not run.
    const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    return text(prelude);
  });
}

async function renderShell(input: RenderInput, request: Request): Promise<RenderResult> {
  const context = await shell.query(request);
  if (context instanceof Response) throw new Error('The shell does not redirect');
  const html = await draw(input, createQueryClient(), shell, context);
  return {
    status: 200,
    keep: true,
    html,
    takeOver: 'render',
    state: null,
    modules: textsModules(input.language),
    pictures: [],
  };
}

const serverClient = (): QueryClient => {
  const client = createQueryClient();
  // A failed call shows its failure at once (not a loading state); the browser tries again itself.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  return client;
};

export async function render(input: RenderInput): Promise<RenderResult> {
  provideShopConfig(input.shop);
  const url = new URL(input.url, 'http://shop.invalid');
  const request = new Request(url);
  // Only the public pages are drawn here; their routes run no sign-in checks (the server renders
  // as a signed-out visitor, and must not send a signed-in shopper to the sign-in page).
  const leafId = matchRoutes(routes, url.pathname)?.at(-1)?.route.id ?? '';
  const prefetch = PREFETCH[leafId as keyof typeof PREFETCH];
  if (!prefetch) return renderShell(input, request);
  const context = await pages.query(request);
  if (context instanceof Response) return renderShell(input, request);
  const leaf = context.matches[context.matches.length - 1];
  if (!leaf || context.errors) return renderShell(input, request);
  const name = leaf.route.id as keyof typeof PREFETCH;

  const client = serverClient();
  await calls.run(input.fetch, () => prefetch(client, url, leaf.params));
  const queries = client.getQueryCache().getAll();
  const failures = queries
    .filter((query) => query.state.status === 'error')
    .map((query) => query.state.error);
  const missing = failures.some((error) => error instanceof ApiRequestError && error.status === 404);

  const html = await draw(input, client, pages, context);
  const state: PageState = {
    queries: dehydrate(client),
    router: { loaderData: context.loaderData, actionData: context.actionData },
  };
  const page = PAGE_MODULES[name];
  return {
    status: name === 'notFound' || missing ? 404 : context.statusCode,
    html,
    // A page drawn from a failed call is shown as it is, then drawn afresh in the browser (the
    // failure is not carried over, so hydrating would not match).
    takeOver: failures.length > 0 ? 'render' : 'hydrate',
    state: failures.length > 0 ? null : scriptJson(state),
    modules: [...(page ? [page] : []), ...textsModules(input.language)],
    pictures: failures.length > 0 ? [] : pagePictures(name, client, leaf.params),
    keep: failures.length === 0 || missing,
  };
}
