// The full-screen viewer's zoom as plain numbers: a scale and a pan (px, screen space) applied to the
// picture with its transform origin at the centre. Kept apart from React so the rules can be tested.

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 4;
/** Where a double tap (or the + button) takes an unzoomed picture. */
export const TAP_SCALE = 2.5;
/** A picture's shape before it has loaded: the catalogue's 4:5. */
export const PICTURE_ASPECT = 4 / 5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The size a picture of this aspect (width / height) is drawn at inside `box` (object-fit: contain). */
export function containedSize(box: Size, aspect = PICTURE_ASPECT): Size {
  if (box.width <= 0 || box.height <= 0) return { width: 0, height: 0 };
  return box.width / box.height > aspect
    ? { width: box.height * aspect, height: box.height }
    : { width: box.width, height: box.width / aspect };
}

/**
 * Keeps a zoom sensible: scale between 1 and MAX_SCALE, and the pan no further than the scaled picture
 * overhangs its box, so an edge never comes inside the box (a picture smaller than the box stays centred).
 */
export function clampZoom(zoom: Zoom, picture: Size, box: Size): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_SCALE);
  const maxX = Math.max(0, (picture.width * scale - box.width) / 2);
  const maxY = Math.max(0, (picture.height * scale - box.height) / 2);
  return { scale, x: clamp(zoom.x, -maxX, maxX), y: clamp(zoom.y, -maxY, maxY) };
}

/** Zooms to `scale` keeping the point under `focus` (relative to the box's centre) where it is. */
export function zoomAround(zoom: Zoom, scale: number, focus: Point, picture: Size, box: Size): Zoom {
  const next = clamp(scale, 1, MAX_SCALE);
  const ratio = next / zoom.scale;
  return clampZoom(
    { scale: next, x: focus.x - ratio * (focus.x - zoom.x), y: focus.y - ratio * (focus.y - zoom.y) },
    picture,
    box,
  );
}

export interface Pinch {
  /** The zoom when the second finger came down. */
  zoom: Zoom;
  /** The fingers' midpoint then (relative to the box's centre) and their distance. */
  mid: Point;
  distance: number;
}

/** A pinch in progress: the scale follows the fingers' spread and the picture follows their midpoint. */
export function pinchZoom(start: Pinch, mid: Point, distance: number, picture: Size, box: Size): Zoom {
  const scale = clamp((start.zoom.scale * distance) / Math.max(1, start.distance), 1, MAX_SCALE);
  // The picture point that was under the fingers stays under them.
  const px = (start.mid.x - start.zoom.x) / start.zoom.scale;
  const py = (start.mid.y - start.zoom.y) / start.zoom.scale;
  return clampZoom({ scale, x: mid.x - scale * px, y: mid.y - scale * py }, picture, box);
}

/** A double tap: zoom in on the tapped point, or back out when zoomed. */
export function toggleZoom(zoom: Zoom, focus: Point, picture: Size, box: Size): Zoom {
  return zoom.scale > 1 ? NO_ZOOM : zoomAround(zoom, TAP_SCALE, focus, picture, box);
}

/** Which picture a finished swipe lands on: the next or previous one past a fifth of the width (or 80 px). */
export function swipeTarget(index: number, count: number, dx: number, width: number): number {
  const threshold = Math.min(80, width / 5);
  if (dx <= -threshold) return Math.min(count - 1, index + 1);
  if (dx >= threshold) return Math.max(0, index - 1);
  return index;
}

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
