import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailRenderer } from '#application/ports/server/mail-renderer';
import { MailDocument } from './templates/mail-document';
import { plainTextMail } from './templates/plain-text-mail';

// The MailRenderer of the server (docs/adr/0066): React's static markup of templates/mail-document.tsx
// for the HTML part — no hydration markers, every value escaped by React — and the same content as
// plain text. Plain TypeScript rather than .tsx, so that `#adapters/mail/react-mail-renderer`
// (package.json's `#adapters/*.ts`) names it for the tests outside src/adapters.

export const reactMailRenderer: MailRenderer = {
  render: (content) => ({
    html: `<!DOCTYPE html>${renderToStaticMarkup(createElement(MailDocument, { content }))}`,
    text: plainTextMail(content),
  }),
};
