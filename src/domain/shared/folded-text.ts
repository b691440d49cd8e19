// Text as a search compares it (docs/adr/0029): lower case and without accents, so that
// "Peluquería", "PELUQUERIA" and "peluqueria" read alike — clients in Spanish type without accents
// on phones. The services list and the branch list search with it.

/** Lower case without accents (any combining mark dropped after canonical decomposition). */
export function foldedText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('und');
}
