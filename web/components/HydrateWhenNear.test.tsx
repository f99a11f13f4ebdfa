import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser's IntersectionObserver, as jsdom has none: the test says when a box comes near.
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly boxes: Element[] = [];
  constructor(private readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(box: Element) {
    this.boxes.push(box);
  }
  disconnect() {
    this.boxes.length = 0;
  }
  static comeNear(box: Element) {
    for (const observer of FakeObserver.all)
      if (observer.boxes.includes(box)) observer.report([{ isIntersecting: true, target: box }]);
  }
}

/** The module afresh for each test: its parts and its "all awake" state are per page. */
async function load() {
  vi.resetModules();
  return import('./HydrateWhenNear.tsx');
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid={label} onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Whether React has hydrated (or drawn) an element: it keeps its fiber on the element. */
const live = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

let container: HTMLDivElement;
let root: Root | null = null;
const errors: unknown[] = [];

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  errors.length = 0;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Server-renders the page, puts its markup in the document, then hydrates it as the browser does. */
async function serveAndHydrate(page: () => React.ReactElement) {
  const html = renderToString(page());
  container.innerHTML = html;
  const serverButton = container.querySelector('[data-testid="below"]');
  await act(async () => {
    root = hydrateRoot(container, page());
  });
  return { serverButton };
}

const click = (testId: string) =>
  act(async () => {
    container.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)?.click();
  });
const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent;

describe('HydrateWhenNear', () => {
  it('renders its children on the server, in a wrapper without a box of its own', async () => {
    const { HydrateWhenNear } = await load();
    const html = renderToString(
      <HydrateWhenNear>
        <p>Below the fold</p>
      </HydrateWhenNear>,
    );
    expect(html).toMatch(
      /<div data-hydrate-when-near="[^"]+" class="contents"><!--\$--><p>Below the fold<\/p>/,
    );
  });

  it('keeps the server markup unhydrated until it comes near the screen, then hydrates it in place', async () => {
    const { HydrateWhenNear } = await load();
    const page = () => (
      <main>
        <Counter label="above" />
        <HydrateWhenNear>
          <Counter label="below" />
        </HydrateWhenNear>
      </main>
    );
    const { serverButton } = await serveAndHydrate(page);

    await click('above');
    expect(text('above')).toBe('above 1');
    const below = container.querySelector('[data-testid="below"]') as Element;
    expect(live(below)).toBe(false); // still the server's markup: React has done nothing for it
    expect(text('below')).toBe('below 0');

    await act(async () => FakeObserver.comeNear(below));
    expect(live(below)).toBe(true);
    await click('below');
    expect(text('below')).toBe('below 1');
    // Hydrated, not drawn again: the same element the server sent.
    expect(container.querySelector('[data-testid="below"]')).toBe(serverButton);
    expect(errors).toEqual([]);
  });

  it('wakes a part the shopper touches before it comes near, so the tap lands', async () => {
    const { HydrateWhenNear } = await load();
    const page = () => (
      <HydrateWhenNear>
        <Counter label="below" />
      </HydrateWhenNear>
    );
    await serveAndHydrate(page);
    const below = container.querySelector('[data-testid="below"]') as HTMLButtonElement;
    await act(async () => {
      below.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await click('below');
    expect(text('below')).toBe('below 1');
    expect(errors).toEqual([]);
  });

  it('hydrateAllParts wakes every waiting part and resolves once all are live', async () => {
    const { HydrateWhenNear, hydrateAllParts } = await load();
    const page = () => (
      <>
        <HydrateWhenNear>
          <Counter label="below" />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <Counter label="footer" />
        </HydrateWhenNear>
      </>
    );
    await serveAndHydrate(page);
    expect(live(container.querySelector('[data-testid="footer"]'))).toBe(false);
    let allLive: Promise<void> | undefined;
    await act(async () => {
      allLive = hydrateAllParts();
    });
    expect(allLive).toBeDefined();
    await allLive;
    expect(live(container.querySelector('[data-testid="footer"]'))).toBe(true);
    await click('below');
    await click('footer');
    expect([text('below'), text('footer')]).toEqual(['below 1', 'footer 1']);
  });

  it("lets a part hydrated late draw the server's state first, then the shopper's (useHydrating)", async () => {
    const { HydrateWhenNear } = await load();
    const { useHydrating } = await import('../lib/use-hydrating.ts');
    // Like a saved heart: the shopper's state is known by the time the part hydrates.
    const shopper = { saved: false };
    function Saved() {
      const hydrating = useHydrating();
      const saved = shopper.saved && !hydrating;
      return (
        <span data-testid="saved" data-saved={saved}>
          {saved ? 'saved' : 'not saved'}
        </span>
      );
    }
    const page = () => (
      <HydrateWhenNear>
        <Saved />
      </HydrateWhenNear>
    );
    await serveAndHydrate(page);
    shopper.saved = true;
    const part = container.querySelector('[data-testid="saved"]') as Element;
    await act(async () => FakeObserver.comeNear(part));
    expect(live(part)).toBe(true);
    expect(part.getAttribute('data-saved')).toBe('true');
    expect(part.textContent).toBe('saved');
    expect(errors).toEqual([]);
  });

  it('draws its children at once when the browser draws the page itself', async () => {
    const { HydrateWhenNear } = await load();
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(
        <HydrateWhenNear>
          <Counter label="below" />
        </HydrateWhenNear>,
      );
    });
    await click('below');
    expect(text('below')).toBe('below 1');
    expect(FakeObserver.all).toEqual([]);
  });
});
