import { describe, expect, it } from 'vitest';
import { withSources } from './tracker-policy';

describe('widening a content-security policy for a company’s trackers (docs/adr/0076)', () => {
  const policy = "default-src 'self'; script-src 'self'; img-src 'self' data: https:";

  it('adds the sources to the directive, once each, and writes a directive the policy lacks from its own origin', () => {
    expect(withSources(policy, 'script-src', ['https://connect.facebook.net'])).toBe(
      "default-src 'self'; script-src 'self' https://connect.facebook.net; img-src 'self' data: https:",
    );
    expect(withSources(policy, 'connect-src', ['https://www.facebook.com'])).toBe(
      `${policy}; connect-src 'self' https://www.facebook.com`,
    );
    const twice = withSources(withSources(policy, 'script-src', ['https://a.example']), 'script-src', [
      'https://a.example',
    ]);
    expect(twice).toBe("default-src 'self'; script-src 'self' https://a.example; img-src 'self' data: https:");
  });

  it('leaves the policy as it is without sources', () => {
    expect(withSources(policy, 'connect-src', [])).toBe(policy);
  });
});
