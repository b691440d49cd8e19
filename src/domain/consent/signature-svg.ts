import { SIGNATURE_BOX, type Stroke } from './consent-signer';

// A drawn signature as SVG (issue 32 "Evidence"; docs/adr/0115): one path of straight segments per
// stroke, in SIGNATURE_BOX, each coordinate rounded to a tenth. Only numbers the function writes
// itself go into the document, never text a person typed, so what is kept and shown back is the
// drawing and nothing else; the same strokes give the same bytes.

const coordinate = (value: number) => {
  const tenth = Math.round(value * 10) / 10;
  return Object.is(tenth, -0) ? '0' : String(tenth);
};

/** A stroke's path data: moved to its first point, a line to each next; a lone point a dot. */
export function strokePath(stroke: Stroke): string {
  const [first, ...rest] = stroke;
  if (first === undefined) return '';
  const start = `M${coordinate(first.x)} ${coordinate(first.y)}`;
  if (rest.length === 0) return `${start}l0 0`;
  return `${start}${rest.map((point) => `L${coordinate(point.x)} ${coordinate(point.y)}`).join('')}`;
}

/** The strokes as a standalone SVG document, black round-capped lines on a transparent box. */
export function signatureSvg(strokes: readonly Stroke[]): string {
  const paths = strokes
    .filter((stroke) => stroke.length > 0)
    .map((stroke) => `<path d="${strokePath(stroke)}"/>`)
    .join('');
  const { width, height } = SIGNATURE_BOX;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<g fill="none" stroke="#000" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`
  );
}
