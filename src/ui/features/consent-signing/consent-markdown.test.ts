import { describe, expect, it } from 'vitest';
import { inlineSpans, markdownBlocks } from './consent-markdown';

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
});
