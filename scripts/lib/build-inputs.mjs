// Whether an app's build on disk is older than what it is built from: the app's sources and
// configuration, the workspace packages it depends on (transitively), the root's lockfile (what
// is installed) and base tsconfig. Not the root's package.json (its scripts; what it installs is
// in the lockfile), and never what builds, test runs or servers write, so that running the tests
// twice builds once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Folders at the top of an app or package that are never inputs: outputs, data, tests and what
// test runs write (Playwright's results and reports). Every dot-folder is skipped too (`.next`,
// `.cache`, `.uploads`…). Only at the top: `src/collections/media` is source, `media/` uploads.
const NOT_INPUT_FOLDERS = new Set([
  'node_modules',
  'data',
  'media',
  'tests',
  'test-results',
  'playwright-report',
  'blob-report',
  'coverage',
]);

// Files at the top that are never inputs: written by `next build` or `tsc`, docs, test runners'
// configurations.
const NOT_INPUT_FILES = [/^next-env\.d\.ts$/, /\.tsbuildinfo$/, /\.md$/, /^(playwright|vitest)\.config\./];

// Unit tests beside the sources (`*.test.ts`) are not bundled.
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

const ROOT_INPUTS = ['package-lock.json', 'tsconfig.base.json'];

/** The newer of two `{ mtime, path }`. */
const later = (a, b) => (b.mtime > a.mtime ? b : a);
const NOTHING = { mtime: 0, path: null };

/**
 * The newest file or folder under `path`. A folder's own time counts: it changes when a file in it
 * is added, renamed or deleted, which a build must see too.
 */
function newestUnder(path) {
  const stat = statSync(path);
  let newest = { mtime: stat.mtimeMs, path };
  if (!stat.isDirectory()) return newest;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || TEST_FILE.test(entry)) continue;
    newest = later(newest, newestUnder(join(path, entry)));
  }
  return newest;
}

/** The newest input of one app or package folder. Its own time does not count: test runs add folders to it. */
function newestInFolder(dir) {
  let newest = NOTHING;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const skip = entry.isDirectory()
      ? entry.name.startsWith('.') || NOT_INPUT_FOLDERS.has(entry.name)
      : NOT_INPUT_FILES.some((pattern) => pattern.test(entry.name));
    if (!skip) newest = later(newest, newestUnder(join(dir, entry.name)));
  }
  return newest;
}

/** The workspace packages (`packages/*`) by name. */
function workspacePackages(root) {
  const packagesDir = join(root, 'packages');
  const byName = new Map();
  if (!existsSync(packagesDir)) return byName;
  for (const entry of readdirSync(packagesDir)) {
    const manifest = join(packagesDir, entry, 'package.json');
    if (existsSync(manifest))
      byName.set(JSON.parse(readFileSync(manifest, 'utf8')).name, join(packagesDir, entry));
  }
  return byName;
}

/** The app's folder and the folders of every workspace package it depends on, transitively. */
function inputFolders(appDir, root) {
  const packages = workspacePackages(root);
  const folders = [appDir];
  for (let i = 0; i < folders.length; i++) {
    const { dependencies = {}, devDependencies = {} } = JSON.parse(
      readFileSync(join(folders[i], 'package.json'), 'utf8'),
    );
    for (const name of Object.keys({ ...dependencies, ...devDependencies })) {
      const dir = packages.get(name);
      if (dir && !folders.includes(dir)) folders.push(dir);
    }
  }
  return folders;
}

/**
 * Why the app must be built, or `null` when its build is newer than all of its inputs.
 * `app`: `{ dir, distDir? }` as in stack.mjs; `root`: the repository's root.
 */
export function whyBuild(app, root) {
  const buildId = join(app.dir, app.distDir ?? '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return 'not built yet';
  const built = statSync(buildId).mtimeMs;
  let newest = NOTHING;
  for (const dir of inputFolders(app.dir, root)) newest = later(newest, newestInFolder(dir));
  for (const file of ROOT_INPUTS) {
    const path = join(root, file);
    if (existsSync(path)) newest = later(newest, { mtime: statSync(path).mtimeMs, path });
  }
  return newest.mtime > built ? `${relative(root, newest.path)} changed since the last build` : null;
}
