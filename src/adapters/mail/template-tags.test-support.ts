// Test support: the elements the mail template (templates/mail-document.tsx) writes, and no others:
// a parsed mail holding any other element let something typed open markup.

export const TEMPLATE_TAGS = new Set([
  'HTML',
  'HEAD',
  'META',
  'TITLE',
  'STYLE',
  'BODY',
  'DIV',
  'TABLE',
  'TBODY',
  'TR',
  'TD',
  'TH',
  'P',
  'H1',
  'H2',
  'STRONG',
  'IMG',
  'A',
]);
