import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import {
  clampZoom,
  containedSize,
  distance,
  midpoint,
  NO_ZOOM,
  type Pinch,
  type Point,
  pinchZoom,
  type Size,
  swipeTarget,
  toggleZoom,
  type Zoom,
  zoomAround,
} from './zoom-math.ts';

// The viewer's touch and mouse handling over pointer events (the stage has touch-action: none, so the
// browser leaves every gesture to us): one finger swipes between pictures, or pans a zoomed one; two
// fingers pinch; a double tap (or double click) zooms in on that point and back out.

const TAP_MOVE_PX = 10;
const TAP_MS = 300;
const DOUBLE_TAP_MS = 320;
const DOUBLE_TAP_PX = 40;

interface Single {
  id: number;
  start: Point;
  startZoom: Zoom;
  at: number;
  moved: boolean;
}

export interface ViewerGestures {
  zoom: Zoom;
  /** The strip's drag offset while a finger swipes between pictures (px). */
  dragX: number;
  dragging: boolean;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  };
  /** Zooms in (+1) or out (-1) a step around the centre (buttons and keys). */
  zoomStep: (direction: 1 | -1) => void;
  reset: () => void;
}

export function useViewerGestures({
  stage,
  count,
  index,
  go,
  aspect,
}: {
  stage: RefObject<HTMLElement | null>;
  count: number;
  index: number;
  /** Shows another picture (the zoom is reset by the caller's key change). */
  go: (index: number) => void;
  /** The current picture's width / height once loaded. */
  aspect: () => number | undefined;
}): ViewerGestures {
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const [dragX, setDragX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const single = useRef<Single | null>(null);
  const pinch = useRef<Pinch | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  // Another picture starts unzoomed.
  const [zoomedIndex, setZoomedIndex] = useState(index);
  if (zoomedIndex !== index) {
    setZoomedIndex(index);
    setZoom(NO_ZOOM);
  }
  // The latest zoom, for handlers that run between renders.
  const current = useRef(zoom);
  current.current = zoomedIndex === index ? zoom : NO_ZOOM;

  function frame(): { box: Size; picture: Size; centre: Point } {
    const rect = stage.current?.getBoundingClientRect();
    const box = { width: rect?.width ?? 0, height: rect?.height ?? 0 };
    return {
      box,
      picture: containedSize(box, aspect()),
      centre: { x: (rect?.left ?? 0) + box.width / 2, y: (rect?.top ?? 0) + box.height / 2 },
    };
  }

  const fromCentre = (event: { clientX: number; clientY: number }, centre: Point): Point => ({
    x: event.clientX - centre.x,
    y: event.clientY - centre.y,
  });

  function apply(next: Zoom) {
    current.current = next;
    setZoom(next);
  }

  function startSingle(id: number, point: Point) {
    single.current = { id, start: point, startZoom: current.current, at: Date.now(), moved: false };
  }

  function startPinch() {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return;
    const { centre } = frame();
    pinch.current = {
      zoom: current.current,
      mid: fromCentre({ clientX: midpoint(a, b).x, clientY: midpoint(a, b).y }, centre),
      distance: distance(a, b),
    };
    single.current = null;
    setDragX(0);
    setDragging(false);
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size === 2) startPinch();
    else if (pointers.current.size === 1) startSingle(event.pointerId, point);
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { box, picture, centre } = frame();
    if (pinch.current && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      const mid = midpoint(a, b);
      apply(
        pinchZoom(
          pinch.current,
          fromCentre({ clientX: mid.x, clientY: mid.y }, centre),
          distance(a, b),
          picture,
          box,
        ),
      );
      return;
    }
    const one = single.current;
    if (!one || one.id !== event.pointerId) return;
    const dx = event.clientX - one.start.x;
    const dy = event.clientY - one.start.y;
    if (!one.moved && Math.hypot(dx, dy) > TAP_MOVE_PX) one.moved = true;
    if (!one.moved) return;
    if (one.startZoom.scale > 1) {
      apply(clampZoom({ ...one.startZoom, x: one.startZoom.x + dx, y: one.startZoom.y + dy }, picture, box));
    } else if (count > 1) {
      // Resistance at the first and last picture.
      const atEdge = (index === 0 && dx > 0) || (index === count - 1 && dx < 0);
      setDragging(true);
      setDragX(atEdge ? dx / 3 : dx);
    }
  }

  function finishSingle(one: Single, event: PointerEvent<HTMLElement>) {
    const dx = event.clientX - one.start.x;
    const { box, picture, centre } = frame();
    if (dragging || (one.moved && one.startZoom.scale === 1)) {
      const target = swipeTarget(index, count, dx, box.width);
      setDragging(false);
      setDragX(0);
      if (target !== index) go(target);
      return;
    }
    if (one.moved || Date.now() - one.at > TAP_MS) return;
    const point = { x: event.clientX, y: event.clientY };
    const previous = lastTap.current;
    if (
      previous &&
      Date.now() - previous.at < DOUBLE_TAP_MS &&
      distance(previous.point, point) < DOUBLE_TAP_PX
    ) {
      lastTap.current = null;
      apply(toggleZoom(current.current, fromCentre(event, centre), picture, box));
    } else {
      lastTap.current = { at: Date.now(), point };
    }
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pinch.current) {
      if (pointers.current.size < 2) pinch.current = null;
      // The finger still down carries on as a pan from where the pinch left the picture.
      const [rest] = [...pointers.current.entries()];
      if (rest) startSingle(rest[0], rest[1]);
      return;
    }
    const one = single.current;
    single.current = null;
    if (one && one.id === event.pointerId) finishSingle(one, event);
  }

  function onPointerCancel(event: PointerEvent<HTMLElement>) {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
    single.current = null;
    setDragging(false);
    setDragX(0);
  }

  function zoomStep(direction: 1 | -1) {
    const { box, picture } = frame();
    const scale = direction > 0 ? current.current.scale * 1.6 : current.current.scale / 1.6;
    apply(zoomAround(current.current, scale, { x: 0, y: 0 }, picture, box));
  }

  return {
    zoom,
    dragX,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    zoomStep,
    reset: () => apply(NO_ZOOM),
  };
}
