// A key written twice in one JSON object (ADR 0091). JSON.parse keeps the last one silently, so a
// body that says two things reaches a handler saying one of them; YAML bodies are already refused
// for it (`uniqueKeys`). This reads the text JSON.parse has accepted, without recursion, so that a
// body nested as deep as its size allows cannot exhaust the stack.

interface ObjectFrame {
  readonly kind: 'object';
  readonly path: string;
  readonly keys: Set<string>;
  /** The next string read is a key (after `{` or `,`), not a value. */
  expectsKey: boolean;
  key: string;
}

interface ArrayFrame {
  readonly kind: 'array';
  readonly path: string;
  index: number;
}

type Frame = ObjectFrame | ArrayFrame;

/** The wire path of the value a container is reading now: `company.name`, `locations[0]`. */
function valuePath(frame: Frame | undefined): string {
  if (frame === undefined) return '';
  if (frame.kind === 'array') return `${frame.path}[${String(frame.index)}]`;
  return frame.path === '' ? frame.key : `${frame.path}.${frame.key}`;
}

/** The end of the string literal starting at `start` (the index of its closing quote). */
function stringEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
  return index;
}

/**
 * The wire path of every key written again in the same object of `text`, which must be JSON that
 * JSON.parse accepts (keys are compared as JSON.parse reads them, escapes decoded).
 */
export function duplicateJsonKeys(text: string): readonly string[] {
  const stack: Frame[] = [];
  const repeated: string[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    const top = stack.at(-1);
    if (character === '"') {
      const end = stringEnd(text, index);
      if (top?.kind === 'object' && top.expectsKey) {
        const key = JSON.parse(text.slice(index, end + 1)) as string;
        top.key = key;
        top.expectsKey = false;
        if (top.keys.has(key)) repeated.push(valuePath(top));
        top.keys.add(key);
      }
      index = end;
    } else if (character === '{') {
      stack.push({ kind: 'object', path: valuePath(top), keys: new Set(), expectsKey: true, key: '' });
    } else if (character === '[') {
      stack.push({ kind: 'array', path: valuePath(top), index: 0 });
    } else if (character === '}' || character === ']') {
      stack.pop();
    } else if (character === ',' && top !== undefined) {
      if (top.kind === 'object') top.expectsKey = true;
      else top.index += 1;
    }
  }
  return repeated;
}
