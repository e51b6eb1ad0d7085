// Child process of observatory.mjs: grades each target given as JSON on stdin with Mozilla's HTTP
// Observatory and prints the results as JSON on stdout. A process of its own because the test
// certificate must be trusted from the start (NODE_EXTRA_CA_CERTS), and so that `*.localhost`
// resolves to this machine (which this system's resolver does not do).
//
// The package's `scan(hostname)` takes a bare hostname (ports 80 and 443, path /): this is the same
// grading (its src/scanner/index.js) on the package's retriever, which takes ports and a path.
import dns from 'node:dns';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PACKAGE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../observatory/node_modules/@mdn/mdn-http-observatory/src',
);
const load = (path) => import(pathToFileURL(join(PACKAGE, path)).href);

const realLookup = dns.lookup;
dns.lookup = function lookup(hostname, options, callback) {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    const cb = typeof options === 'function' ? options : callback;
    const all = typeof options === 'object' && options?.all;
    return process.nextTick(() =>
      all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4),
    );
  }
  return realLookup.call(dns, hostname, options, callback);
};

const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await load('constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');

/** One target: `{ host, path, httpPort, httpsPort }` → its score, grade and each test's result. */
async function grade({ host, path, httpPort, httpsPort }) {
  const r = await retrieve(host, { httpPort: String(httpPort), httpsPort: String(httpsPort), path });
  if (!r.responses.auto) throw new Error(`${host}${path}: no answer`);
  const { status } = r.responses.auto;
  const results = ALL_TESTS.map((test) => test(r));
  let withExtraCredit = 100;
  let uncurved = 100;
  let passed = 0;
  const tests = {};
  for (const result of results) {
    const modifier = result.result ? getScoreModifier(result.result) : 0;
    passed += result.pass ? 1 : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    tests[result.constructor.name] = { result: result.result, pass: result.pass, modifier };
  }
  const { score, grade } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  return { status, score, grade, testsPassed: passed, testsQuantity: NUM_TESTS, tests };
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const out = [];
for (const target of JSON.parse(input)) {
  try {
    out.push({ ...target, ...(await grade(target)) });
  } catch (err) {
    out.push({ ...target, error: String(err?.message ?? err) });
  }
}
process.stdout.write(JSON.stringify(out));
