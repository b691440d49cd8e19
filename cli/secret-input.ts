import type { Writer } from './cli-output';

// How `reserva config set api-key` reads the key (issue 16): never from the command line, which
// shell history and process lists keep. On a terminal it asks, and the key typed is not shown;
// piped (`… | reserva config set api-key`, `< key.txt`), it is the first line of the input.

/** The input the secret is read from: the process's stdin in the binary. */
export interface SecretSource extends NodeJS.ReadableStream {
  readonly isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

/** Answers the secret typed or piped, or null when the person gave up (Ctrl-C, Ctrl-D, Esc, end of input). */
export type ReadSecret = (prompt: string) => Promise<string | null>;

export function secretInput(input: SecretSource, prompts: Writer): ReadSecret {
  return (prompt) =>
    input.isTTY === true && input.setRawMode !== undefined ? typedUnseen(input, prompts, prompt) : firstLine(input);
}

/** Keys typed in raw mode, none echoed: Enter ends, Backspace takes the last back, Ctrl-C, Ctrl-D and Esc give up. */
function typedUnseen(input: SecretSource, prompts: Writer, prompt: string): Promise<string | null> {
  prompts.write(prompt);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve) => {
    let typed = '';
    const finish = (secret: string | null) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      prompts.write('\n');
      resolve(secret);
    };
    const onData = (chunk: string | Buffer) => {
      for (const character of String(chunk)) {
        if (character === '\r' || character === '\n') {
          finish(typed);
          return;
        }
        if (character === '\u0003' || character === '\u0004' || character === '\u001b') {
          finish(null);
          return;
        }
        // Backspace takes back the last code point (keys are typed one code point at a time).
        if (character === '\u007f' || character === '\b') typed = Array.from(typed).slice(0, -1).join('');
        else if (character >= ' ') typed += character;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of a piped input, or null when it is empty. */
async function firstLine(input: SecretSource): Promise<string | null> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  const [line = ''] = text.split(/\r?\n/, 1);
  return line === '' ? null : line;
}
