import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  containedSize,
  MAX_SCALE,
  NO_ZOOM,
  pinchZoom,
  swipeTarget,
  TAP_SCALE,
  toggleZoom,
  zoomAround,
} from './zoom-math.ts';

// A 375 × 600 phone stage; a 4:5 picture fills its width (375 × 468.75).
const box = { width: 375, height: 600 };
const picture = containedSize(box);

describe('viewer zoom', () => {
  it('fits the picture inside the stage, keeping its shape', () => {
    expect(picture).toEqual({ width: 375, height: 468.75 });
    expect(containedSize({ width: 1280, height: 700 })).toEqual({ width: 560, height: 700 });
    expect(containedSize({ width: 0, height: 700 })).toEqual({ width: 0, height: 0 });
  });

  it('keeps the scale between 1 and the maximum and never pans an edge inside the stage', () => {
    expect(clampZoom({ scale: 0.5, x: 40, y: 40 }, picture, box)).toEqual(NO_ZOOM);
    expect(clampZoom({ scale: 9, x: 0, y: 0 }, picture, box).scale).toBe(MAX_SCALE);
    // At 2x the picture is 750 × 937.5: 187.5 px to spare each side, 168.75 above and below.
    expect(clampZoom({ scale: 2, x: 500, y: -500 }, picture, box)).toEqual({
      scale: 2,
      x: 187.5,
      y: -168.75,
    });
    // Still narrower than the stage: no sideways pan at all.
    const narrow = containedSize({ width: 1280, height: 700 });
    expect(clampZoom({ scale: 2, x: 100, y: 0 }, narrow, { width: 1280, height: 700 }).x).toBe(0);
  });

  it('zooms around a point, which stays where it was', () => {
    const focus = { x: 100, y: -50 };
    const zoomed = zoomAround(NO_ZOOM, 2, focus, picture, box);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: 50 });
    // The picture point that was at the focus (100, -50 from the centre) is drawn there again.
    expect(zoomed.x + zoomed.scale * 100).toBe(100);
    expect(zoomed.y + zoomed.scale * -50).toBe(-50);
  });

  it('double tap zooms in on the tapped point, and a second one back out', () => {
    const tapped = toggleZoom(NO_ZOOM, { x: 50, y: 20 }, picture, box);
    expect(tapped.scale).toBe(TAP_SCALE);
    expect(tapped.x).toBeCloseTo(50 - TAP_SCALE * 50);
    expect(toggleZoom(tapped, { x: 0, y: 0 }, picture, box)).toEqual(NO_ZOOM);
  });

  it('pinch follows the spread of the fingers and their midpoint', () => {
    const start = { zoom: NO_ZOOM, mid: { x: 0, y: 0 }, distance: 100 };
    expect(pinchZoom(start, { x: 0, y: 0 }, 200, picture, box)).toEqual({ scale: 2, x: 0, y: 0 });
    // Both fingers moved 30 px right while spreading: the picture goes along.
    expect(pinchZoom(start, { x: 30, y: 0 }, 200, picture, box)).toEqual({ scale: 2, x: 30, y: 0 });
    expect(pinchZoom(start, { x: 0, y: 0 }, 50, picture, box)).toEqual(NO_ZOOM);
    expect(pinchZoom(start, { x: 0, y: 0 }, 1000, picture, box).scale).toBe(MAX_SCALE);
  });

  it('a swipe past a fifth of the width (at most 80 px) moves one picture, never beyond the ends', () => {
    expect(swipeTarget(0, 4, -81, 375)).toBe(1);
    expect(swipeTarget(0, 4, -70, 375)).toBe(0);
    expect(swipeTarget(2, 4, 90, 375)).toBe(1);
    expect(swipeTarget(3, 4, -200, 375)).toBe(3);
    expect(swipeTarget(0, 4, 200, 375)).toBe(0);
    expect(swipeTarget(1, 4, -50, 200)).toBe(2);
  });
});
