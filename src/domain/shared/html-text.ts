// Text inside HTML — the mails and the server's own pages (issue 8: "everything a client typed is
// escaped in emails and pages"). The five characters that can open markup, end an attribute value
// or start an entity are written as entities; nothing else needs to be, since both are UTF-8.

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `value` as HTML text or a quoted attribute's value: it reads as itself and opens no markup. */
export function htmlText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
