import { firstPageWords } from '../i18n/first-page-words';
import type { FirstPageWords } from '../i18n/i18n';

/** The first page's words in both languages, so a test can switch language at once (docs/adr/0080). */
export function bothFirstPageWords(): FirstPageWords {
  return { en: firstPageWords('en'), es: firstPageWords('es') };
}
