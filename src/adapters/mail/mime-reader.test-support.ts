// Test support: reads back a MIME message (RFC 5322, RFC 2045–2047) as the mail tests need it —
// headers with encoded words decoded, and every leaf part with its type, disposition and decoded text.

export interface MimePart {
  /** Header names in lower case, values unfolded and decoded. */
  readonly headers: ReadonlyMap<string, string>;
  readonly contentType: string;
  readonly body: string;
}

export interface MimeMessage {
  readonly headers: ReadonlyMap<string, string>;
  /** The leaves of the multipart tree, in order. */
  readonly parts: readonly MimePart[];
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index += 1) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(soft[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_word, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function parseEntity(raw: string): { headers: Map<string, string>; parts: MimePart[] } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(split === -1 ? raw : raw.slice(0, split));
  const body = split === -1 ? '' : raw.slice(split + 4);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary !== undefined) {
    const sections = body.split(`--${boundary}`).slice(1);
    const children = sections
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseEntity(section.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    return { headers, parts: children.flatMap((child) => child.parts) };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return { headers, parts: [{ headers, contentType, body: decoded.toString('utf8') }] };
}

export function readMime(message: Buffer | string): MimeMessage {
  const { headers, parts } = parseEntity(message.toString());
  return { headers, parts };
}
