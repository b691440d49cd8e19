import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideVersion, sameConsentText, signedConsentText, type ConsentFormVersion } from './consent-form';
import { anyConsentText } from './consent.arbitraries';

// Issue 32 "Forms": changing a form's text makes a new version; a signature points at the exact text.

const versionOf = (text: { title: string; bodyMarkdown: string }, version: number): ConsentFormVersion => ({
  formKey: 'blanqueamiento',
  version,
  ...text,
});

describe('a consent form version', () => {
  it('is 1 for a new form', () => {
    fc.assert(
      fc.property(anyConsentText, (text) => {
        expect(decideVersion(null, text).version).toBe(1);
      }),
    );
  });

  it('stays the latest when the text is the same', () => {
    fc.assert(
      fc.property(anyConsentText, fc.integer({ min: 1, max: 1000 }), (text, version) => {
        expect(decideVersion(versionOf(text, version), { ...text })).toEqual({ _tag: 'Unchanged', version });
      }),
    );
  });

  it('is the next number when the title or body changes, by as little as a character', () => {
    fc.assert(
      fc.property(anyConsentText, anyConsentText, fc.integer({ min: 1, max: 1000 }), (before, after, version) => {
        fc.pre(!sameConsentText(before, after));
        expect(decideVersion(versionOf(before, version), after)).toEqual({ _tag: 'NewVersion', version: version + 1 });
      }),
    );
    const text = { title: 'Consentimiento', bodyMarkdown: 'Acepto.' };
    expect(decideVersion(versionOf(text, 3), { ...text, bodyMarkdown: 'Acepto. ' }).version).toBe(4);
  });

  it('numbers a history of edits 1, 2, 3… counting only the changes', () => {
    fc.assert(
      fc.property(fc.array(anyConsentText, { minLength: 1, maxLength: 12 }), (texts) => {
        let latest: ConsentFormVersion | null = null;
        let changes = 0;
        for (const text of texts) {
          const decision = decideVersion(latest, text);
          if (decision._tag === 'NewVersion') {
            changes += 1;
            latest = versionOf(text, decision.version);
          }
        }
        expect(latest?.version).toBe(changes);
      }),
    );
  });

  it('signs the title and body exactly as written: different texts are different signed texts', () => {
    fc.assert(
      fc.property(anyConsentText, anyConsentText, (left, right) => {
        expect(signedConsentText(left) === signedConsentText(right)).toBe(sameConsentText(left, right));
      }),
    );
    expect(signedConsentText({ title: 'T', bodyMarkdown: ' b\n' })).toBe('T\n\n b\n');
  });
});
