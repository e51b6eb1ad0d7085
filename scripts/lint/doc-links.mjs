// `npm run gates`, doc links: every `architecture.md#…`, `product.md#…` and `README.md#…` the
// repository names (code comments, docs, READMEs) is a heading of that document, so a section
// renamed or cut cannot leave links to nowhere. Anchors are GitHub's (`headingAnchors`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCUMENTS = {
  'architecture.md': 'docs/architecture.md',
  'product.md': 'docs/product.md',
  'README.md': 'README.md',
};

/** GitHub's anchor of each heading of `markdown` (a repeated one gets -1, -2…), and each `<a id>`. */
export function headingAnchors(markdown) {
  const anchors = new Set([...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map(([, id]) => id));
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/**
 * The `[document, anchor]` pairs `text` links to. A README.md link counts only when it is the
 * root one (`README.md#`, `../README.md#`), not deploy/README.md's.
 */
export const linksIn = (text) =>
  [...text.matchAll(/((?:[\w.-]+\/)*)(architecture\.md|product\.md|README\.md)#([\p{L}\p{N}_-]+)/gu)]
    .filter(([, prefix, doc]) => doc !== 'README.md' || /^(\.\.\/)*$/.test(prefix))
    .map(([, , doc, anchor]) => [doc, anchor]);

function main() {
  const anchors = Object.fromEntries(
    Object.entries(DOCUMENTS).map(([name, file]) => [
      name,
      headingAnchors(readFileSync(path.join(ROOT, file), 'utf8')),
    ]),
  );
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(md|ts|tsx|mjs|js|json|css|conf)$/.test(file) && !file.includes('node_modules'));
  const broken = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    for (const [doc, anchor] of linksIn(text)) {
      if (!anchors[doc].has(anchor)) broken.push(`${file}: ${doc}#${anchor}`);
    }
  }
  if (broken.length) {
    console.error(`Links to no heading (${broken.length}): fix the link or the heading`);
    for (const line of [...new Set(broken)]) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('doc links: every architecture.md#, product.md# and README.md# link names a heading');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
