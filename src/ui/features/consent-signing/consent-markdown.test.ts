import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineSpans, markdownBlocks, type MarkdownBlock } from './consent-markdown';

const textOf = (blocks: readonly MarkdownBlock[]) =>
  blocks
    .flatMap((block) => (block.kind === 'list' ? block.items.flat() : block.spans))
    .map((span) => span.text)
    .join('');

// docs/adr/0117: a consent form's body read into headings, lists and paragraphs with strong and
// emphasised text — data the page renders as text nodes, never HTML.

describe('a consent form’s Markdown', () => {
  it('reads headings from the body’s largest down, lists and paragraphs joined from their lines', () => {
    expect(
      markdownBlocks('Intro line one\nline two\n\n## Risks\n\n- one\n- two\n\n### Detail\n\n1. first\n2) second'),
    ).toEqual([
      { kind: 'paragraph', spans: [{ kind: 'text', text: 'Intro line one line two' }] },
      { kind: 'heading', level: 1, spans: [{ kind: 'text', text: 'Risks' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
      { kind: 'heading', level: 2, spans: [{ kind: 'text', text: 'Detail' }] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
    ]);
  });

  it('reads strong and emphasised text inside a line', () => {
    expect(inlineSpans('a **b** _c_ *d* __e__ f')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', text: 'b' },
      { kind: 'text', text: ' ' },
      { kind: 'emphasis', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'emphasis', text: 'd' },
      { kind: 'text', text: ' ' },
      { kind: 'strong', text: 'e' },
      { kind: 'text', text: ' f' },
    ]);
  });

  it('keeps HTML, links and underscores inside words as the text they are', () => {
    expect(markdownBlocks('<script>alert(1)</script> [a](javascript:x) snake_case_name')).toEqual([
      {
        kind: 'paragraph',
        spans: [{ kind: 'text', text: '<script>alert(1)</script> [a](javascript:x) snake_case_name' }],
      },
    ]);
  });

  it('continues a list item on the line after it, and reads Windows line ends', () => {
    expect(markdownBlocks('- a long\r\n  item\r\n- next')).toEqual([
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'a long item' }], [{ kind: 'text', text: 'next' }]],
      },
    ]);
  });

  it('loses no word of a body written without markup, and invents none in one written with it', () => {
    const word = fc.stringMatching(/^[a-zA-Záéíóúñ][a-zA-Z0-9áéíóúñ<>&"'()[\]=/.,;:!?-]{0,11}$/);
    const plain = fc.array(
      fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' ')),
      {
        maxLength: 6,
      },
    );
    fc.assert(
      fc.property(plain, (lines) => {
        const body = lines.join('\n');
        expect(textOf(markdownBlocks(body)).replace(/\s+/g, '')).toBe(body.replace(/\s+/g, ''));
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (body) => {
        const kept = textOf(markdownBlocks(body)).replace(/[\s*_#]/g, '');
        const written = body.replace(/[\s*_#]/g, '');
        // The marks, list markers and numbers go; nothing comes that the body did not hold.
        expect(written.length).toBeGreaterThanOrEqual(kept.length);
      }),
    );
  });
});
