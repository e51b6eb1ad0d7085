// `npm run gates`, import layers: every import in apps/cms/src, apps/web/src and packages/*/src
// runs down the layers declared in ./boundaries.mjs (LAYERS), and no import cycle exists, between
// files or between the folders of a tree. dependency-cruiser reads the imports (type-only ones
// included, aliases resolved by each project's tsconfig); the verdict is `layerProblems`, below.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LAYERS, ZOD_FREE } from './boundaries.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The workspace packages, by the name they are imported with. */
const PACKAGES = { '@dav/contract': 'packages/contract/src', '@dav/rules': 'packages/rules/src' };

/** Strongly connected components of two or more nodes (Tarjan), of a Map node → Set of nodes. */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (node) => {
    const own = { index, low: index, onStack: true };
    info.set(node, own);
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!info.has(next)) {
        visit(next);
        own.low = Math.min(own.low, info.get(next).low);
      } else if (info.get(next).onStack) own.low = Math.min(own.low, info.get(next).index);
    }
    if (own.low !== own.index) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      info.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!info.has(node)) visit(node);
  return found;
}

const add = (graph, from, to) => (graph.get(from) ?? graph.set(from, new Set()).get(from)).add(to);

/**
 * What is wrong with the imports `edges` ([from, to] paths) of a tree whose `layers` are
 * [name, units][], top first. A unit is a top folder of `tree` or a file at its root (for the
 * packages tree, '', each unit is a package's folder). A file may import its own unit or a unit of
 * a layer below; units of one layer may import each other, never in a loop; no files in a loop.
 */
export function layerProblems(tree, layers, edges) {
  const placeOf = (file) => {
    const rel = tree ? path.posix.relative(tree, file) : file;
    if (rel.startsWith('..')) return undefined;
    const rank = layers.findIndex(([, units]) =>
      units.some((unit) => (tree ? rel.split('/')[0] === unit : rel.startsWith(`${unit}/`))),
    );
    if (rank === -1) return undefined;
    const unit = tree ? rel.split('/')[0] : layers[rank][1].find((u) => rel.startsWith(`${u}/`));
    return { rank, layer: layers[rank][0], unit };
  };
  const problems = [];
  const units = new Map();
  const files = new Map();
  for (const [from, to] of edges) {
    const a = placeOf(from);
    const b = placeOf(to);
    if (!a || !b) {
      problems.push(
        `${a ? to : from}: in no layer of ${tree || 'packages'} (scripts/lint/boundaries.mjs, LAYERS)`,
      );
      continue;
    }
    add(files, from, to);
    if (a.unit !== b.unit) add(units, a.unit, b.unit);
    if (b.rank < a.rank)
      problems.push(`${from} imports ${to}: "${a.layer}" may not import "${b.layer}", a layer above it`);
  }
  for (const loop of cycles(units))
    problems.push(`${tree || 'packages'}: folders in a loop: ${loop.join(' ↔ ')}`);
  for (const loop of cycles(files))
    problems.push(`${tree || 'packages'}: files in a loop: ${loop.join(' ↔ ')}`);
  return problems;
}

/**
 * The `modules` of `zodFree` that reach `forbidden` (a package name) through imports made for
 * their values (`valueEdges`, [from, to] with npm packages by name), each with the path it takes.
 */
export function reachesPackage(zodFree, valueEdges, forbidden) {
  const graph = new Map();
  for (const [from, to] of valueEdges) add(graph, from, to);
  const problems = [];
  for (const start of zodFree) {
    const via = new Map([[start, null]]);
    const queue = [start];
    while (queue.length) {
      const node = queue.shift();
      if (node === forbidden) {
        const chain = [];
        for (let at = via.get(node); at; at = via.get(at)) chain.unshift(at);
        problems.push(
          `${start} reaches ${forbidden} through a value import: ${chain.join(' → ')} → ${forbidden}`,
        );
        break;
      }
      for (const next of graph.get(node) ?? []) {
        if (via.has(next)) continue;
        via.set(next, node);
        queue.push(next);
      }
    }
  }
  return problems;
}

/**
 * The imports of `tree` (`<project>/src`, from ROOT) between its own files and into the workspace
 * packages, tests and declarations left out, as [from, to] paths from ROOT. Cruised from the
 * project's folder, so its tsconfig's aliases resolve.
 */
async function importsOf(tree) {
  const { cruise } = await import('dependency-cruiser');
  const { default: extractTSConfig } = await import('dependency-cruiser/config-utl/extract-ts-config');
  const project = path.dirname(tree);
  process.chdir(path.join(ROOT, project));
  const { output } = await cruise(
    ['src'],
    {
      doNotFollow: { path: 'node_modules' },
      exclude: { path: ['\\.(test|spec)\\.tsx?$', '\\.d\\.ts$'] },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
    },
    { tsConfig: 'tsconfig.json' },
    { tsConfig: extractTSConfig('tsconfig.json') },
  );
  const { modules } = typeof output === 'string' ? JSON.parse(output) : output;
  const edges = [];
  const valueEdges = [];
  for (const mod of modules.filter(({ source }) => source.startsWith('src/')))
    for (const dep of mod.dependencies) {
      if (!dep.dependencyTypes.includes('type-only'))
        valueEdges.push([
          `${project}/${mod.source}`,
          dep.resolved.startsWith('src/') ? `${project}/${dep.resolved}` : dep.module,
        ]);
      const pkg = Object.keys(PACKAGES).find(
        (name) => dep.module === name || dep.module.startsWith(`${name}/`),
      );
      if (pkg) edges.push([`${project}/${mod.source}`, `${PACKAGES[pkg]}/index.ts`]);
      else if (dep.resolved.startsWith('src/'))
        edges.push([`${project}/${mod.source}`, `${project}/${dep.resolved}`]);
    }
  return { edges, valueEdges };
}

/** Generated folders, with no README of their own. */
const GENERATED = new Set(['apps/cms/src/migrations']);

/** The top folders of each app tree LAYERS names that have no README.md (what lives there, what it may import). */
function foldersWithoutReadme() {
  const missing = [];
  for (const [tree, layers] of Object.entries(LAYERS)) {
    if (tree === 'packages') continue;
    for (const [, units] of layers)
      for (const unit of units) {
        const folder = `${tree}/${unit}`;
        const dir = path.join(ROOT, folder);
        if (GENERATED.has(folder) || !existsSync(dir) || !statSync(dir).isDirectory()) continue;
        if (!existsSync(path.join(dir, 'README.md')))
          missing.push(`${folder}: no README.md (what lives here, what it may import)`);
      }
  }
  return missing;
}

async function main() {
  const problems = [...foldersWithoutReadme()];
  const packageEdges = [];
  for (const tree of ['apps/cms/src', 'apps/web/src', ...Object.values(PACKAGES)]) {
    const { edges, valueEdges } = await importsOf(tree);
    if (tree === PACKAGES['@dav/contract']) problems.push(...reachesPackage(ZOD_FREE, valueEdges, 'zod'));
    const own = edges.filter(([, to]) => to.startsWith(`${tree}/`));
    if (LAYERS[tree]) problems.push(...layerProblems(tree, LAYERS[tree], own));
    else packageEdges.push(...own);
    // What a package imports of another package, for the packages' own layers.
    packageEdges.push(
      ...edges.filter(([from, to]) => from.startsWith('packages/') && !to.startsWith(`${tree}/`)),
    );
  }
  problems.push(...layerProblems('', LAYERS.packages, packageEdges));
  if (problems.length) {
    console.error(`Imports against the layers of scripts/lint/boundaries.mjs (${problems.length}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    'layers: every import runs down its layers, no cycle, no zod behind a zod-free module (apps/cms/src, apps/web/src, packages)',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
