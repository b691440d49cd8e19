// The wire speaks snake_case and the application camelCase (ADR 0005): the HTTP client converts
// every key on the way out and on the way in, here, and nowhere else. The types follow the values,
// so what the generated contract types say about a body still holds once its keys are converted.

/** `first_name` → `firstName`. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** `firstName` → `first_name` (digits and lower-case letters stay as they are). */
export type SnakeCase<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `_${Lowercase<First>}`}${SnakeCase<Rest>}`
  : S;

/** A value with every object key, however deep, in camelCase. */
export type Camelized<T> = T extends readonly (infer Item)[]
  ? readonly Camelized<Item>[]
  : T extends object
    ? { readonly [K in keyof T as K extends string ? CamelCase<K> : K]: Camelized<T[K]> }
    : T;

/** A value with every object key, however deep, in snake_case. */
export type Snaked<T> = T extends readonly (infer Item)[]
  ? Snaked<Item>[]
  : T extends object
    ? { -readonly [K in keyof T as K extends string ? SnakeCase<K> : K]: Snaked<T[K]> }
    : T;

/**
 * Keys as converted, by the key: a body repeats the contract's few keys in every item, and a
 * location page's first answers hold some thousands (docs/adr/0149). Bounded, since a body's keys
 * are whatever its sender wrote.
 */
const MEMO_LIMIT = 2048;
function memoized(convert: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size < MEMO_LIMIT) known.set(key, converted);
    }
    return converted;
  };
}

export const camelCase = memoized((key: string): string =>
  key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase()),
);

export const snakeCase = memoized((key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
);

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) {
    const items: unknown[] = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index++) items[index] = convertKeys(value[index], convert);
    return items;
  }
  if (typeof value === 'object' && value !== null) {
    const converted: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const name = convert(key);
      // An own property by any name, "__proto__" included, as JSON.parse and Object.fromEntries make it.
      if (name === '__proto__')
        Object.defineProperty(converted, name, {
          value: convertKeys(item, convert),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else converted[name] = convertKeys(item, convert);
    }
    return converted;
  }
  return value;
}

/** The value with every key camelCased (a response from the wire). */
export function camelized<T>(value: T): Camelized<T> {
  return convertKeys(value, camelCase) as Camelized<T>;
}

/** The value with every key snake_cased (a request for the wire). */
export function snaked<T>(value: T): Snaked<T> {
  return convertKeys(value, snakeCase) as Snaked<T>;
}
