import { useEffect, useId, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import {
  MAX_POINTS,
  MAX_POINTS_PER_STROKE,
  MAX_STROKES,
  SIGNATURE_BOX,
  type Stroke,
  type StrokePoint,
} from '#domain/consent/consent-signer';
import { Button } from '../../components/button';

// A drawn signature (issue 32 "Signing"; docs/adr/0117): a canvas taking mouse, touch and pen
// alike through pointer events (touch-action none, so a finger draws instead of scrolling), each
// stroke kept in the domain's 1000 × 400 box whatever size the canvas shows at — the CSS size only
// scales the drawing, so a resize or a turned phone redraws the same strokes and sends the same
// points. The limits of the box (strokes, points) stop the pen rather than the server refusing.
// Dragging is not the only way to sign (WCAG 2.2 SC 2.5.7): the page offers typing beside it.

export interface SignaturePadProps {
  readonly strokes: readonly Stroke[];
  readonly onChange: (strokes: readonly Stroke[]) => void;
  readonly label: string;
  readonly description: string;
  /** What is drawn so far, in words, for those who cannot see the canvas. */
  readonly status: string;
  readonly clearLabel: string;
  readonly error: string | null;
}

/** A tenth of a unit is as fine as the evidence keeps (signature-svg.ts). */
const tenth = (value: number) => Math.round(value * 10) / 10;
const within = (value: number, max: number) => Math.min(max, Math.max(0, value));
/** Closer points than this add nothing a signature shows, and spend the points the box allows. */
const MIN_STEP = 1.5;

/** Where a pointer is, in the box. */
function boxPoint(canvas: HTMLCanvasElement, event: { clientX: number; clientY: number }): StrokePoint {
  const rect = canvas.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return { x: 0, y: 0 };
  return {
    x: tenth(within(((event.clientX - rect.left) / rect.width) * SIGNATURE_BOX.width, SIGNATURE_BOX.width)),
    y: tenth(within(((event.clientY - rect.top) / rect.height) * SIGNATURE_BOX.height, SIGNATURE_BOX.height)),
  };
}

/** Draws `strokes` on the canvas at its present pixel size. */
function paint(canvas: HTMLCanvasElement, strokes: readonly Stroke[]): void {
  const context = canvas.getContext('2d');
  if (context === null) return;
  const scale = canvas.width / SIGNATURE_BOX.width;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = Math.max(1.5, 4 * scale);
  context.strokeStyle = getComputedStyle(canvas).color || '#111';
  context.fillStyle = context.strokeStyle;
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (first === undefined) continue;
    context.beginPath();
    if (rest.length === 0) {
      context.arc(first.x * scale, first.y * scale, context.lineWidth / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.moveTo(first.x * scale, first.y * scale);
    for (const point of rest) context.lineTo(point.x * scale, point.y * scale);
    context.stroke();
  }
}

const pointCount = (strokes: readonly Stroke[]) => strokes.reduce((sum, stroke) => sum + stroke.length, 0);

/** The canvas's pixels follow its CSS size (and the screen's density), and the strokes are drawn again at it. */
function useCanvasSize(canvas: React.RefObject<HTMLCanvasElement | null>, strokes: React.RefObject<readonly Stroke[]>) {
  useEffect(() => {
    const element = canvas.current;
    if (element === null) return;
    const fit = () => {
      const density = window.devicePixelRatio || 1;
      const width = Math.round(element.clientWidth * density);
      const height = Math.round(element.clientHeight * density);
      if (width > 0 && height > 0 && (element.width !== width || element.height !== height)) {
        element.width = width;
        element.height = height;
      }
      paint(element, strokes.current);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [canvas, strokes]);
}

/**
 * The pointer's strokes: a stroke from down to up (or cancel), its points in the box, drawn as they
 * come and handed up when the pointer lifts — at most the strokes and points the box allows.
 */
function usePointerDrawing(
  canvas: React.RefObject<HTMLCanvasElement | null>,
  drawing: React.RefObject<readonly Stroke[]>,
  pointer: React.RefObject<number | null>,
  onChange: (strokes: readonly Stroke[]) => void,
) {
  const start = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const element = canvas.current;
    if (element === null || pointer.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if (drawing.current.length >= MAX_STROKES || pointCount(drawing.current) >= MAX_POINTS) return;
    event.preventDefault();
    element.setPointerCapture(event.pointerId);
    pointer.current = event.pointerId;
    drawing.current = [...drawing.current, [boxPoint(element, event)]];
    paint(element, drawing.current);
  };
  const move = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const element = canvas.current;
    if (element === null || pointer.current !== event.pointerId) return;
    const native: { getCoalescedEvents?: () => PointerEvent[] } = event.nativeEvent;
    const coalesced = native.getCoalescedEvents?.() ?? [];
    const events = coalesced.length > 0 ? coalesced : [event];
    const done = drawing.current.slice(0, -1);
    let stroke = drawing.current.at(-1) ?? [];
    let room = Math.min(MAX_POINTS_PER_STROKE - stroke.length, MAX_POINTS - pointCount(drawing.current));
    for (const each of events) {
      const point = boxPoint(element, each);
      const last = stroke.at(-1);
      if (room <= 0 || (last !== undefined && Math.hypot(point.x - last.x, point.y - last.y) < MIN_STEP)) continue;
      stroke = [...stroke, point];
      room -= 1;
    }
    drawing.current = [...done, stroke];
    paint(element, drawing.current);
  };
  const end = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (pointer.current !== event.pointerId) return;
    pointer.current = null;
    onChange(drawing.current);
  };

  return {
    onPointerDown: start,
    onPointerMove: move,
    onPointerUp: end,
    onPointerCancel: end,
    onLostPointerCapture: end,
  };
}

export function SignaturePad({ strokes, onChange, label, description, status, clearLabel, error }: SignaturePadProps) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  // The strokes as drawn so far, the one under the pointer included; handed up when it lifts.
  const drawing = useRef<readonly Stroke[]>(strokes);
  const pointer = useRef<number | null>(null);
  useCanvasSize(canvas, drawing);
  useEffect(() => {
    if (pointer.current !== null) return;
    drawing.current = strokes;
    if (canvas.current !== null) paint(canvas.current, strokes);
  }, [strokes]);

  const handlers = usePointerDrawing(canvas, drawing, pointer, onChange);

  return (
    <div className="signature-pad" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <p id={`${id}-label`} className="field__label">
        {label}
      </p>
      <p id={`${id}-hint`} className="field__description">
        {description}
      </p>
      <canvas
        ref={canvas}
        className={`signature-pad__canvas${error === null ? '' : ' signature-pad__canvas--invalid'}`}
        role="img"
        aria-label={`${label}. ${status}`}
        {...handlers}
      />
      <div className="signature-pad__footer">
        <p className="signature-pad__status" aria-live="polite">
          {status}
        </p>
        <Button
          variant="secondary"
          isDisabled={strokes.length === 0}
          onPress={() => {
            onChange([]);
          }}
        >
          {clearLabel}
        </Button>
      </div>
      {error === null ? null : (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
