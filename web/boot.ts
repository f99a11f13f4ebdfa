// The first script of a server-rendered page whose first screen has a main picture (the home's first
// slide, the listing's first card, the product's first picture): it lets that picture arrive before
// the shop's code is asked for. On a slow phone network the picture (about 30 kB) would otherwise
// share the line with about 240 kB of JavaScript and arrive last; the page is already drawn and its
// links work, so the code can come second (docs/decisions/034). The server writes what to load into
// <script type="application/json" id="ll-boot"> (server/plugins/storefront.ts); this file imports
// nothing, so it is one small request of its own.

/** What the server hands over: the entry script first, then the chunks it and the page need. */
interface BootPlan {
  scripts: string[];
  pictures: string[];
}

/** The longest the code waits for the picture: a picture that never comes never holds the shop. */
export const PICTURE_WAIT_MS = 3000;

export function readPlan(doc: Document): BootPlan | null {
  try {
    const plan = JSON.parse(doc.getElementById('ll-boot')?.textContent ?? 'null') as BootPlan | null;
    return plan && Array.isArray(plan.scripts) && plan.scripts.length > 0 ? plan : null;
  } catch {
    return null;
  }
}

/**
 * The page's own <img> elements showing the planned pictures: for each picture the first one in the
 * page that loads at once (a lazy copy further down, a thumbnail, loads later). One that has already
 * loaded is still waited for: loaded is not yet painted (a long page may still be being parsed).
 */
export function waitingPictures(doc: Document, pictures: readonly string[]): HTMLImageElement[] {
  const wanted = new Set(pictures);
  const found: HTMLImageElement[] = [];
  for (const img of doc.querySelectorAll<HTMLImageElement>('#root img')) {
    const src = img.getAttribute('src') ?? '';
    if (!wanted.has(src) || img.getAttribute('loading') === 'lazy') continue;
    wanted.delete(src);
    found.push(img);
  }
  return found;
}

/**
 * Calls `go` after the frame that paints what is on the page has been shown: the first animation
 * frame comes before the frame that paints, the second before the one after it. The browser times the
 * page's largest paint by when its frame was shown; code asked for sooner would count as holding it up.
 */
export function afterPaint(go: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 0)));
}

/** Calls `go` once: when every picture has loaded (or failed) and been painted, or after `waitMs`. */
export function afterPictures(pictures: HTMLImageElement[], waitMs: number, go: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    go();
  };
  if (pictures.length === 0) {
    once();
    return;
  }
  let left = pictures.length;
  const arrived = () => {
    left -= 1;
    if (left === 0) afterPaint(once);
  };
  for (const img of pictures) {
    if (img.complete) {
      arrived();
      continue;
    }
    img.addEventListener('load', arrived, { once: true });
    img.addEventListener('error', arrived, { once: true });
  }
  setTimeout(once, waitMs);
}

/** Asks for every chunk at once (modulepreload), then runs the entry, which imports them. */
export function loadScripts(doc: Document, scripts: readonly string[]): Promise<unknown> {
  const [entry, ...chunks] = scripts;
  for (const href of chunks) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  return import(/* @vite-ignore */ entry as string);
}

const plan = typeof document === 'undefined' ? null : readPlan(document);
if (plan) {
  afterPictures(waitingPictures(document, plan.pictures), PICTURE_WAIT_MS, () => {
    void loadScripts(document, plan.scripts);
  });
}
