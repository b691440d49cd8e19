import { describe, expect, it } from 'vitest';
import { serverCommand } from './server-command';

// The server entry's arguments (docs/adr/0059): none serves, `migrate` migrates, anything else is refused.

describe('the server command its arguments name', () => {
  it('serves without arguments and migrates with `migrate`', () => {
    expect(serverCommand([])._unsafeUnwrap()).toBe('serve');
    expect(serverCommand(['migrate'])._unsafeUnwrap()).toBe('migrate');
  });

  it('refuses any other argument, saying what it takes', () => {
    expect(serverCommand(['migrate', 'now'])._unsafeUnwrapErr()).toMatch(
      /^Unknown arguments "migrate now"\. Usage: .*`migrate` applies the pending migrations and exits\.$/,
    );
    expect(serverCommand(['--port=80']).isErr()).toBe(true);
  });
});
