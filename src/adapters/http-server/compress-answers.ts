import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

// hono's compress, deciding exactly as it does (issue 19). Once the answer is made it adds `Vary:
// Accept-Encoding` with `c.header`, and on an answer already made that rebuilds it as a full Fetch
// Response whose body is a stream, which @hono/node-server then reads back chunk by chunk instead
// of writing the text it had: a tenth of the CPU of an hours request whose client takes no
// encoding. For such a client nothing is compressed and that header is the only change, so here it
// goes straight onto the answer's own headers, which the server writes as they are.

/** hono's `compress()`, without rebuilding the answer of a client that accepts no encoding. */
export function compressAnswers(): MiddlewareHandler {
  const compressing = compress();
  return async (c, next) => {
    if (c.req.header('Accept-Encoding') !== undefined) return compressing(c, next);
    const setHeader = c.header;
    try {
      await compressing(c, async () => {
        await next();
        c.header = (name, value, options) => {
          if (value === undefined) c.res.headers.delete(name);
          else if (options?.append === true) c.res.headers.append(name, value);
          else c.res.headers.set(name, value);
        };
      });
    } finally {
      c.header = setHeader;
    }
  };
}
