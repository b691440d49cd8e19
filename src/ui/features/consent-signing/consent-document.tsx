import { createElement, type ReactNode } from 'react';
import { markdownBlocks, type InlineSpan } from './consent-markdown';

// A consent form's body as React elements (docs/adr/0117): its text only ever becomes text nodes.

function Spans({ spans }: { readonly spans: readonly InlineSpan[] }): ReactNode {
  return spans.map((span, index) => {
    switch (span.kind) {
      case 'text':
        return span.text;
      case 'strong':
        return <strong key={index}>{span.text}</strong>;
      case 'emphasis':
        return <em key={index}>{span.text}</em>;
    }
  });
}

/** The body under the page's heading of `level`: the body's largest headings one level below it. */
export function ConsentDocument({ markdown, level }: { readonly markdown: string; readonly level: number }) {
  return markdownBlocks(markdown).map((block, index) => {
    switch (block.kind) {
      case 'heading':
        return createElement(
          `h${String(Math.min(6, level + block.level))}`,
          { key: index },
          <Spans spans={block.spans} />,
        );
      case 'list': {
        const items = block.items.map((item, position) => (
          <li key={position}>
            <Spans spans={item} />
          </li>
        ));
        return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
      }
      case 'paragraph':
        return (
          <p key={index}>
            <Spans spans={block.spans} />
          </p>
        );
    }
  });
}
