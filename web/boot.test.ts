import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPictures, loadScripts, PICTURE_WAIT_MS, readPlan, waitingPictures } from './boot.ts';

// The loader of a page with a main picture (web/boot.ts): it finds the page's picture, waits for it to
// arrive and be painted, then asks for the shop's code.

function page(html: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = html;
}

describe('the loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('reads the plan the server wrote, and nothing when there is none or it is broken', () => {
    page(
      '<script type="application/json" id="ll-boot">{"scripts":["/a.js","/b.js"],"pictures":["/p.webp"]}</script>',
    );
    expect(readPlan(document)).toEqual({ scripts: ['/a.js', '/b.js'], pictures: ['/p.webp'] });
    page('<script type="application/json" id="ll-boot">{"scripts":[</script>');
    expect(readPlan(document)).toBeNull();
    page('<div id="root"></div>');
    expect(readPlan(document)).toBeNull();
  });

  it('waits for the first eager <img> of each planned picture in the page, not a lazy copy or another picture', () => {
    page(
      '<div id="root">' +
        '<img id="main" src="/uploads/a.webp">' +
        '<img id="again" src="/uploads/a.webp">' +
        '<img id="other" src="/uploads/b.webp">' +
        '</div><img id="outside" src="/uploads/c.webp">',
    );
    expect(waitingPictures(document, ['/uploads/a.webp', '/uploads/c.webp']).map((img) => img.id)).toEqual([
      'main',
    ]);
    page(
      '<div id="root"><img loading="lazy" src="/uploads/a.webp"><img id="eager" src="/uploads/a.webp"></div>',
    );
    expect(waitingPictures(document, ['/uploads/a.webp']).map((img) => img.id)).toEqual(['eager']);
  });

  it('waits for a picture already loaded to be painted and shown: two frames, then the code', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    page('<div id="root"><img id="main" src="/uploads/a.webp"></div>');
    Object.defineProperty(document.getElementById('main'), 'complete', { value: true });
    const [main] = waitingPictures(document, ['/uploads/a.webp']);
    expect(main?.id).toBe('main');
    const go = vi.fn();
    afterPictures([main as HTMLImageElement], PICTURE_WAIT_MS, go);
    vi.advanceTimersByTime(100);
    expect(go).not.toHaveBeenCalled();
    frames.shift()?.(0); // the frame that paints the picture
    vi.advanceTimersByTime(100);
    expect(go).not.toHaveBeenCalled();
    frames.shift()?.(16); // the next: the picture's frame has been shown
    vi.advanceTimersByTime(0);
    expect(go).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('goes once every picture has loaded or failed, after the frame that paints them', () => {
    page('<div id="root"><img id="a" src="/a.webp"><img id="b" src="/b.webp"></div>');
    const [a, b] = waitingPictures(document, ['/a.webp', '/b.webp']);
    const go = vi.fn();
    afterPictures([a as HTMLImageElement, b as HTMLImageElement], PICTURE_WAIT_MS, go);
    a?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(go).not.toHaveBeenCalled();
    b?.dispatchEvent(new Event('error'));
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(go).toHaveBeenCalledTimes(1);
    // The time limit that follows changes nothing.
    vi.advanceTimersByTime(PICTURE_WAIT_MS);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('goes at once with no picture to wait for, and after the time limit for a picture that never comes', () => {
    const now = vi.fn();
    afterPictures([], PICTURE_WAIT_MS, now);
    expect(now).toHaveBeenCalledTimes(1);

    page('<div id="root"><img id="a" src="/a.webp"></div>');
    const late = vi.fn();
    afterPictures(waitingPictures(document, ['/a.webp']), PICTURE_WAIT_MS, late);
    vi.advanceTimersByTime(PICTURE_WAIT_MS - 1);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
    document.getElementById('a')?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('asks for every chunk at once and runs the entry', async () => {
    vi.useRealTimers();
    page('<div id="root"></div>');
    const entry = `data:text/javascript,${encodeURIComponent('globalThis.__entryRan = true; export {};')}`;
    await loadScripts(document, [entry, '/assets/react.js', '/assets/page.js']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['modulepreload', '/assets/react.js', ''],
      ['modulepreload', '/assets/page.js', ''],
    ]);
    expect((globalThis as { __entryRan?: boolean }).__entryRan).toBe(true);
  });
});
