// Lighthouse for the bench (scripts/bench.mjs): mobile, the median of RUNS runs per page in
// Debian's Chromium, with the page's gzipped JavaScript split into framework and our own code
// (js-split.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { RUNS } from './bench-settings.mjs';
import { splitScripts } from './js-split.mjs';
import { scriptEnv } from '../config/env.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One page's scores, metrics and JavaScript weights: the median of RUNS Lighthouse runs. */
async function lighthouseOf(url, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests
      .filter((r) => r.resourceType === 'Script')
      .map((r) => ({ url: r.url, transferSize: r.transferSize ?? 0 }));
    const jsBytes = scripts.reduce((sum, r) => sum + r.transferSize, 0);
    const split = await splitScripts(scripts);
    const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    runs.push({
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
      jsBytes,
      ownJsBytes: split.own,
      frameworkJsBytes: split.framework,
      unmappedJsBytes: split.unmapped,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      // Lighthouse's own measure of the machine's speed during the run. Its simulation slows the
      // CPU 4x whatever the machine, so on a shared VM whose speed swings the scores swing too.
      cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    });
  }
  return Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
}

/** Each page with its Lighthouse figures, in one Chromium, each page warmed first. */
export async function lighthouseRowsOf(pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: scriptEnv().CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const rows = [];
  try {
    for (const page of pages) {
      await fetch(page.url.replace(`${page.lang}.localhost`, '127.0.0.1'), {
        headers: { host: new URL(page.url).host },
      }); // warm the cache
      rows.push({ ...page, ...(await lighthouseOf(page.url, chrome.port)) });
      console.log(`lighthouse ${page.url} done`);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
