import type { AgendaPieceView, LocationAgendaView } from '#application/ports/client/location-agendas';
import type { Messages } from './cli-messages';
import { joined, lines, type TerminalText } from './terminal-text';

// `reserva agenda` as text (issue 35; docs/adr/0125): per professional a bar of their day fitted to
// the terminal's width (█ a booking, ▒ a class, · free working time, blank outside it) under an
// hour ruler, then each piece as a line. Times are the location's wall clock, as the API wrote
// them. Too narrow for a useful bar, only the lines are written.

/** The width when stdout is not a terminal (piped, redirected) or does not say. */
export const DEFAULT_WIDTH = 80;
/** Below this many columns of bar the bars say nothing; the lines still do. */
const MIN_BAR = 24;
const MAX_NAME = 20;

/** Minutes from the day's midnight of a time the API wrote with the location's offset (a next-day end is past 1440). */
function minutesOf(iso: string, date: string): number {
  const minutes = Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
  return iso.slice(0, 10) > date ? minutes + 1440 : minutes;
}

const clock = (iso: string) => iso.slice(11, 16);

/** `text` cut to `width` characters, an ellipsis saying it was cut. */
function fitted(text: string, width: number): string {
  const characters = Array.from(text);
  return characters.length <= width ? text : `${characters.slice(0, Math.max(0, width - 1)).join('')}…`;
}

function pieceText(piece: AgendaPieceView, m: Messages): string {
  switch (piece.kind) {
    case 'booking':
      return `${piece.clientFirstName} · ${piece.serviceName}`;
    case 'class':
      return `${piece.serviceName} · ${m.agendaSeats(piece.seatsTaken, piece.seats)}`;
    case 'free':
      return m.agendaFree;
  }
}

const MARK: Readonly<Record<AgendaPieceView['kind'], string>> = { booking: '█', class: '▒', free: '·' };

interface Frame {
  readonly from: number;
  readonly to: number;
  readonly columns: number;
}

function ruler(frame: Frame, indent: number): string {
  const cells = Array.from({ length: frame.columns }, () => ' ');
  let free = 0;
  for (let hour = frame.from; hour <= frame.to; hour += 60) {
    const label = String(Math.floor(hour / 60) % 24).padStart(2, '0');
    // The last hour ends the bar: its label is written against the bar's end.
    const column = Math.min(
      Math.round(((hour - frame.from) / (frame.to - frame.from)) * frame.columns),
      frame.columns - label.length,
    );
    if (column < free) continue;
    for (let index = 0; index < label.length; index += 1) cells[column + index] = label.charAt(index);
    free = column + label.length + 1;
  }
  return `${' '.repeat(indent)}${cells.join('')}`.trimEnd();
}

function bar(frame: Frame, pieces: readonly AgendaPieceView[], date: string): string {
  const span = frame.to - frame.from;
  return Array.from({ length: frame.columns }, (_, column) => {
    const minute = frame.from + ((column + 0.5) * span) / frame.columns;
    const covering = pieces.filter(
      (piece) => minutesOf(piece.start, date) <= minute && minute < minutesOf(piece.end, date),
    );
    // What is taken shows over free time; a class over a booking only where no booking is.
    const shown =
      covering.find((piece) => piece.kind === 'booking') ??
      covering.find((piece) => piece.kind === 'class') ??
      covering[0];
    return shown === undefined ? ' ' : MARK[shown.kind];
  }).join('');
}

/** The day as text `width` columns wide. */
export function agendaText(agenda: LocationAgendaView, width: number, m: Messages): TerminalText {
  const heading = lines(fitted(`${agenda.locationName} · ${agenda.date} · ${agenda.timeZone}`, width));
  if (agenda.professionals.length === 0) return joined(heading, lines(m.agendaNobody));
  const spans = agenda.professionals.flatMap((professional) => [...professional.working, ...professional.pieces]);
  const starts = spans.map((span) => minutesOf(span.start, agenda.date));
  const ends = spans.map((span) => minutesOf(span.end, agenda.date));
  const from = Math.floor(Math.min(...starts) / 60) * 60;
  const to = Math.max(from + 60, Math.ceil(Math.max(...ends) / 60) * 60);
  const nameWidth = Math.min(
    MAX_NAME,
    Math.max(...agenda.professionals.map((professional) => Array.from(professional.provider.publicName).length)),
  );
  const columns = width - nameWidth - 2;
  const frame: Frame | null = columns >= MIN_BAR ? { from, to, columns } : null;
  const out: TerminalText[] = [heading];
  if (frame !== null) out.push(lines(ruler(frame, nameWidth + 2)));
  for (const professional of agenda.professionals) {
    const name = fitted(professional.provider.publicName, nameWidth).padEnd(nameWidth);
    out.push(lines(frame === null ? name.trimEnd() : `${name}  ${bar(frame, professional.pieces, agenda.date)}`));
    if (professional.pieces.length === 0) out.push(lines(`  ${m.agendaDayOff}`));
    for (const piece of professional.pieces)
      out.push(lines(fitted(`  ${clock(piece.start)}–${clock(piece.end)}  ${pieceText(piece, m)}`, width)));
  }
  if (frame !== null) out.push(lines(m.agendaLegend));
  return joined(...out);
}
