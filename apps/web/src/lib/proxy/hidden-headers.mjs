// Headers of Next's own that must never reach a browser (issue 30, finding 9): the proxy's
// rewrite of every page to its internal `[site]` segment (x-middleware-rewrite) names our routes'
// layout, and the browser has no use of it (the app router never reads it). Plain JavaScript:
// server.mjs loads it before any build step.

/** Lowercase names of the headers dropped from every answer. */
export const HIDDEN_HEADERS = ['x-middleware-rewrite', 'x-powered-by'];

const hidden = (name) => HIDDEN_HEADERS.includes(String(name).toLowerCase());

/**
 * `res` that silently ignores the hidden headers, whichever way they are set: setHeader,
 * appendHeader, or writeHead's object or flat list.
 */
export function hideHeaders(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (hidden(name) ? res : setHeader(name, value));
  if (typeof res.appendHeader === 'function') {
    const appendHeader = res.appendHeader.bind(res);
    res.appendHeader = (name, value) => (hidden(name) ? res : appendHeader(name, value));
  }
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    for (const name of res.getHeaderNames()) if (hidden(name)) res.removeHeader(name);
    const args = rest.map((arg) => {
      if (Array.isArray(arg)) {
        const kept = [];
        for (let i = 0; i + 1 < arg.length; i += 2) if (!hidden(arg[i])) kept.push(arg[i], arg[i + 1]);
        return kept;
      }
      if (arg && typeof arg === 'object')
        return Object.fromEntries(Object.entries(arg).filter(([name]) => !hidden(name)));
      return arg;
    });
    return writeHead(status, ...args);
  };
  return res;
}
