// deploy/nginx hides the apps' internal headers on every proxied answer (issue 30, finding 9).
// nginx inherits proxy_hide_header only into a block that sets none of its own (a snippet it
// includes counts), so each location that proxies is checked for its effective list. Static: the
// production-path suite (test-cluster.mjs) runs the real nginx.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const NGINX_DIR = fileURLToPath(new URL('../../deploy/nginx', import.meta.url));
const HIDDEN = ['x-powered-by', 'x-middleware-rewrite'];

/** The template with the snippets it includes written in place. */
function expanded() {
  const snippets = join(NGINX_DIR, 'snippets');
  return readFileSync(join(NGINX_DIR, 'nginx.conf.template'), 'utf8').replace(
    /include \{\{SNIPPETS\}\}\/([\w-]+)-\*\.conf;/g,
    (_, prefix) =>
      readdirSync(snippets)
        .filter((name) => name.startsWith(`${prefix}-`) && name.endsWith('.conf'))
        .map((name) => readFileSync(join(snippets, name), 'utf8'))
        .join('\n'),
  );
}

/** Blocks as a tree: their own directives and their children. */
function parse(text) {
  const root = { name: 'main', directives: [], children: [] };
  const stack = [root];
  const clean = text
    .replace(/\{\{\w+\}\}/g, 'X')
    .replace(/#.*$/gm, '')
    .replace(/'[^']*'|"[^"]*"/g, '""');
  for (const token of clean.match(/[^;{}]+[;{]|}/g) ?? []) {
    const current = stack.at(-1);
    if (token === '}') stack.pop();
    else if (token.endsWith('{')) {
      const block = { name: token.slice(0, -1).trim(), directives: [], children: [], parent: current };
      current.children.push(block);
      stack.push(block);
    } else current.directives.push(token.slice(0, -1).trim());
  }
  return root;
}

const hides = (block) =>
  block.directives.filter((d) => /^proxy_hide_header\s/.test(d)).map((d) => d.split(/\s+/)[1].toLowerCase());

/** The proxy_hide_header list in effect in `block`: its own, else its nearest ancestor's. */
function effectiveHides(block) {
  for (let b = block; b; b = b.parent) if (hides(b).length > 0) return hides(b);
  return [];
}

const proxying = (block) => [
  ...(block.directives.some((d) => d.startsWith('proxy_pass ')) ? [block] : []),
  ...block.children.flatMap(proxying),
];

describe('deploy/nginx', () => {
  it('hides X-Powered-By and X-Middleware-Rewrite in every location that proxies to an app', () => {
    const locations = proxying(parse(expanded()));
    expect(locations.length).toBeGreaterThan(5);
    for (const location of locations)
      expect(effectiveHides(location), location.name).toEqual(expect.arrayContaining(HIDDEN));
  });
});
