import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlText } from './html-text';
import { anyTypedText } from '../notification/notification.arbitraries';

const unescape = (html: string) =>
  html.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
  );

describe('text in an HTML mail (issue 8: what a client typed is escaped)', () => {
  it('holds no character that opens markup or ends an attribute, and reads back as what was typed', () => {
    fc.assert(
      fc.property(anyTypedText, (typed) => {
        const escaped = htmlText(typed);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
        expect(unescape(escaped)).toBe(typed);
      }),
    );
  });
});
