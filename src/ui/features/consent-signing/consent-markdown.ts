// A consent form's body as its page shows it (issue 32: "Markdown rendered safely"; docs/adr/0117):
// the few blocks a form is written with — headings, bulleted and numbered lists, paragraphs — and
// strong and emphasised text inside them, read into data the page renders as React elements. The
// text a business wrote only ever becomes text nodes: no HTML it holds is interpreted, no link or
// image is made. Anything else reads as plain text, as the PDF writes it (pdfkit-consent-documents.ts).

export type InlineSpan =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong'; readonly text: string }
  | { readonly kind: 'emphasis'; readonly text: string };

export type MarkdownBlock =
  /** `level` 1 for the body's largest heading, whatever number of `#` it was written with. */
  | { readonly kind: 'heading'; readonly level: number; readonly spans: readonly InlineSpan[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly (readonly InlineSpan[])[] }
  | { readonly kind: 'paragraph'; readonly spans: readonly InlineSpan[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const INLINE = /\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|\b_(?!\s)(.+?)_\b/g;

/** Strong (`**a**`, `__a__`) and emphasised (`*a*`, `_a_`) text in a line; the rest as it is. */
export function inlineSpans(line: string): readonly InlineSpan[] {
  const spans: InlineSpan[] = [];
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > at) spans.push({ kind: 'text', text: line.slice(at, match.index) });
    const strong = match[1] ?? match[2];
    spans.push(
      strong === undefined ? { kind: 'emphasis', text: match[3] ?? match[4] ?? '' } : { kind: 'strong', text: strong },
    );
    at = match.index + match[0].length;
  }
  if (at < line.length) spans.push({ kind: 'text', text: line.slice(at) });
  return spans;
}

type RawBlock =
  | { readonly kind: 'heading'; readonly hashes: number; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: string[] }
  | { readonly kind: 'paragraph'; readonly lines: string[] };

function rawBlocks(markdown: string): readonly RawBlock[] {
  const blocks: RawBlock[] = [];
  for (const line of markdown.split(/\r?\n/)) {
    const last = blocks.at(-1);
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (line.trim() === '') blocks.push({ kind: 'paragraph', lines: [] });
    else if (heading !== null)
      blocks.push({ kind: 'heading', hashes: heading[1]?.length ?? 1, text: heading[2] ?? '' });
    else if (item !== null) {
      const ordered = NUMBERED.test(line) && !BULLET.test(line);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item[1] ?? '');
      else blocks.push({ kind: 'list', ordered, items: [item[1] ?? ''] });
    } else if (last?.kind === 'paragraph') last.lines.push(line.trim());
    // A line right after a list item continues it, as Markdown reads a lazy continuation.
    else if (last?.kind === 'list') last.items.push(`${last.items.pop() ?? ''} ${line.trim()}`);
    else blocks.push({ kind: 'paragraph', lines: [line.trim()] });
  }
  return blocks.filter((block) => block.kind !== 'paragraph' || block.lines.length > 0);
}

/** The body's blocks, its headings numbered from its largest (1) down, so the page places them under its own. */
export function markdownBlocks(markdown: string): readonly MarkdownBlock[] {
  const raw = rawBlocks(markdown);
  const largest = Math.min(7, ...raw.map((block) => (block.kind === 'heading' ? block.hashes : 7)));
  return raw.map((block): MarkdownBlock => {
    switch (block.kind) {
      case 'heading':
        return { kind: 'heading', level: block.hashes - largest + 1, spans: inlineSpans(block.text) };
      case 'list':
        return { kind: 'list', ordered: block.ordered, items: block.items.map(inlineSpans) };
      case 'paragraph':
        return { kind: 'paragraph', spans: inlineSpans(block.lines.join(' ')) };
    }
  });
}
