import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { secretInput, type SecretSource } from './secret-input';

// Reading the api-key `config set api-key` stores (issue 16): typed unseen, or piped.

function prompts() {
  let written = '';
  return {
    writer: {
      write: (text: string) => {
        written += text;
      },
    },
    written: () => written,
  };
}

/** A terminal's input: keys arrive as data in raw mode. */
function terminal() {
  const stream = new PassThrough() as PassThrough & SecretSource & { rawModes: boolean[] };
  const modes: boolean[] = [];
  Object.assign(stream, { isTTY: true, rawModes: modes, setRawMode: (mode: boolean) => modes.push(mode) });
  return stream;
}

describe('reading a secret', () => {
  it('takes the first line of a piped input, without its line end', async () => {
    const { writer, written } = prompts();
    expect(await secretInput(Readable.from(['staff-key-', '123\r\nnext line\n']), writer)('api-key: ')).toBe(
      'staff-key-123',
    );
    expect(written()).toBe('');
  });

  it('answers null for an empty piped input', async () => {
    expect(await secretInput(Readable.from([]), prompts().writer)('api-key: ')).toBeNull();
  });

  it('asks on a terminal and takes the keys typed without echoing them, Backspace taking one back', async () => {
    const input = terminal();
    const { writer, written } = prompts();
    const answer = secretInput(input, writer)('api-key: ');
    input.write('secreX');
    input.write('\u007ft-key\r');
    expect(await answer).toBe('secret-key');
    expect(written()).toBe('api-key: \n');
    expect(input.rawModes).toEqual([true, false]);
  });

  it('gives up on Ctrl-C, answering null and leaving raw mode', async () => {
    const input = terminal();
    const answer = secretInput(input, prompts().writer)('api-key: ');
    input.write('half\u0003');
    expect(await answer).toBeNull();
    expect(input.rawModes).toEqual([true, false]);
  });
});
