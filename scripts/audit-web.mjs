#!/usr/bin/env node
// Lighthouse audit of the production build: builds (unless --no-build), starts the API serving
// the built web app on a free port with a throwaway SQLite file, runs Lighthouse (its default
// mobile emulation) on the public pages with the system Chromium, prints a table of the scores
// and Core Web Vitals and, per page, every failing accessibility, best-practices and SEO audit.
// Exits 1 when a page misses the bar (after printing everything); --report-only always exits 0.
//
//   npm run audit:web [-- --no-build] [-- --report-only]
//
// Chromium: CHROME_PATH, otherwise /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiMain = join(root, 'apps/api/dist/main.js');
const webDist = join(root, 'apps/web/dist');

const PAGES = ['/', '/offline', '/truth-or-dare-wheel', '/rooms', '/blogs', '/blog/classic-truth-or-dare-80-questions'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Categories whose failing audits are listed one by one. */
const LISTED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
/** Lowest acceptable score (0–100) per category, and the largest acceptable layout shift (exclusive). */
const BAR = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
const MAX_CLS = 0.02;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/** Audits that are not pass/fail checks: they never count as failing. */
const UNSCORED_MODES = new Set(['notApplicable', 'manual', 'informative']);
/** Failing elements or resources shown under each failing audit. */
const ITEMS_SHOWN = 5;

const OPTIONS = new Set(['--no-build', '--report-only']);
const args = process.argv.slice(2);
const unknown = args.filter((arg) => !OPTIONS.has(arg));
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(', ')}. Usage: node scripts/audit-web.mjs [--no-build] [--report-only]`);
  process.exit(2);
}
const build = !args.includes('--no-build');
const reportOnly = args.includes('--report-only');

/** What has to be stopped at the end, whatever happens. */
const running = { server: null, chrome: null };

async function main() {
  if (build) await run('npm', ['run', 'build'], 'npm run build');
  if (!existsSync(apiMain) || !existsSync(join(webDist, 'index.html'))) {
    throw new Error('The production build is missing: run `npm run build` (or drop --no-build).');
  }
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: install it (apt-get install -y chromium) or set CHROME_PATH.`);

  running.server = await startServer();
  running.chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  console.log(
    `Lighthouse ${lighthouseVersion()} (mobile emulation, simulated throttling) against ${running.server.baseUrl}\n`,
  );

  const results = [];
  for (const path of PAGES) {
    process.stdout.write(`  auditing ${path} …\n`);
    results.push(await auditPage(`${running.server.baseUrl}${path}`, path, running.chrome.port));
  }

  console.log(`\n${table(results)}\n`);
  for (const result of results) printFailingAudits(result);
  for (const result of results) printPerformanceNotes(result);

  const misses = results.flatMap(missesOf);
  if (misses.length === 0) {
    console.log(
      `Every page meets the bar (performance ≥ ${BAR.performance}, accessibility ${BAR.accessibility}, best practices ${BAR['best-practices']}, SEO ≥ ${BAR.seo}, CLS < ${MAX_CLS}).`,
    );
    return 0;
  }
  console.log(`${misses.length} miss${misses.length === 1 ? '' : 'es'} of the bar:`);
  for (const miss of misses) console.log(`  ${miss}`);
  if (reportOnly) {
    console.log('(--report-only: exiting 0)');
    return 0;
  }
  return 1;
}

/** Tries per page: Lighthouse sometimes loses the trace of a load (NO_NAVSTART) and asks to run again. */
const ATTEMPTS = 2;

/** Audits a page, once more when Lighthouse reports a run error; an unauditable page is reported, not thrown. */
async function auditPage(url, path, port) {
  let result;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    result = await auditOnce(url, path, port);
    if (!result.error) return result;
    if (attempt < ATTEMPTS) process.stdout.write(`    ${result.error}: running it again\n`);
  }
  return result;
}

async function auditOnce(url, path, port) {
  try {
    const runnerResult = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true,
    });
    const lhr = runnerResult?.lhr;
    if (!lhr) return { path, error: 'Lighthouse returned no result' };
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
      ]),
    );
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      path,
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
      warnings: lhr.runWarnings ?? [],
      scores,
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      failing: failingAudits(lhr, runnerResult.artifacts?.InspectorIssues ?? {}),
      performance: performanceNotes(lhr),
    };
  } catch (error) {
    return { path, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Audits of the listed categories that scored below 1, with the elements or resources at fault. */
function failingAudits(lhr, inspectorIssues) {
  const failing = [];
  for (const categoryId of LISTED_CATEGORIES) {
    const category = lhr.categories[categoryId];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || UNSCORED_MODES.has(audit.scoreDisplayMode)) continue;
      failing.push({
        category: categoryId,
        id: audit.id,
        title: audit.title,
        weight: ref.weight,
        displayValue: audit.displayValue ?? '',
        explanation: audit.explanation ?? '',
        items: (audit.id === 'inspector-issues' ? issueLines(inspectorIssues) : itemsOf(audit)).slice(
          0,
          ITEMS_SHOWN + 1,
        ),
      });
    }
  }
  return failing;
}

/** The DevTools issues behind the inspector-issues audit, from the gathered artifact (the report itself keeps only their kind). */
function issueLines(inspectorIssues) {
  const lines = [];
  for (const [kind, issues] of Object.entries(inspectorIssues)) {
    for (const issue of Array.isArray(issues) ? issues : []) {
      const location = issue.sourceCodeLocation
        ? `${issue.sourceCodeLocation.url}:${issue.sourceCodeLocation.lineNumber + 1}:${issue.sourceCodeLocation.columnNumber + 1}`
        : '';
      const facts = [
        issue.violatedDirective && `directive ${issue.violatedDirective}`,
        issue.contentSecurityPolicyViolationType,
        issue.blockedURL && `blocked ${issue.blockedURL}`,
        location && `at ${location}`,
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(`${kind}: ${facts || oneLine(JSON.stringify(issue), 200)}`);
    }
  }
  // Chromium repeats an issue for every occurrence; one line each is enough.
  return [...new Set(lines)];
}

/** Why a page is slow or shifts: its metrics, the LCP element and its phases, layout shifts, and the diagnostics with estimated savings. */
function performanceNotes(lhr) {
  const audits = lhr.audits;
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'speed-index',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
    .filter((id) => audits[id])
    .map(
      (id) =>
        `${audits[id].title} ${audits[id].displayValue ?? ''} (score ${Math.round((audits[id].score ?? 0) * 100)})`,
    );
  const lcpTables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpTables[0]?.items?.[0]?.node;
  const phases = (lcpTables[1]?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ');
  const lcpElement = lcpNode
    ? `${oneLine(lcpNode.snippet ?? lcpNode.selector ?? '', 160)} (${lcpNode.selector ?? ''})${phases ? ` — ${phases}` : ''}`
    : '';
  const shifts = (audits['layout-shifts']?.details?.items ?? []).map(
    (item) =>
      `${oneLine(item.node?.snippet ?? item.node?.value ?? '', 120)} (${item.node?.selector ?? ''}) shifted ${Number(item.score).toFixed(4)}`,
  );
  const savings = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        !SHOWN_APART.has(audit.id) &&
        !audit.id.endsWith('-insight') &&
        Object.values(audit.metricSavings ?? {}).some((value) => value > 0),
    )
    .sort((a, b) => maxSaving(b) - maxSaving(a))
    .map((audit) => {
      const saved = Object.entries(audit.metricSavings)
        .filter(([, value]) => value > 0)
        .map(([name, value]) => `${name} −${name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`}`)
        .join(', ');
      return `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}: ${saved}`;
    });
  return { metrics, lcpElement, shifts, savings };
}

/** Audits printed on their own lines of the performance notes. */
const SHOWN_APART = new Set(['largest-contentful-paint-element', 'layout-shifts']);

function maxSaving(audit) {
  return Math.max(
    ...Object.entries(audit.metricSavings ?? {}).map(([name, value]) => (name === 'CLS' ? value * 10_000 : value)),
  );
}

/** A one-line description of each element or resource an audit lists. */
function itemsOf(audit) {
  const items = audit.details?.items ?? [];
  return items.map((item) => {
    const node = item.node ?? item.element;
    if (node?.type === 'node') {
      const where = node.selector ?? '';
      const why = typeof node.explanation === 'string' ? node.explanation.split('\n')[0] : '';
      return [
        oneLine(node.snippet ?? node.nodeLabel ?? where, 160),
        where && node.snippet ? `(${where})` : '',
        why ? `— ${oneLine(why, 160)}` : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
    const text = item.url ?? item.source?.url ?? item.description ?? item.label ?? item.value ?? JSON.stringify(item);
    return oneLine(typeof text === 'string' ? text : JSON.stringify(text), 200);
  });
}

function oneLine(text, max) {
  const flat = String(text).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function missesOf(result) {
  if (result.error) return [`${result.path}: not audited (${result.error})`];
  const misses = [];
  for (const [category, min] of Object.entries(BAR)) {
    const score = result.scores[category];
    if (score === null) misses.push(`${result.path}: ${category} has no score`);
    else if (score < min) misses.push(`${result.path}: ${category} ${score} < ${min}`);
  }
  if (result.cls === null) misses.push(`${result.path}: CLS not measured`);
  else if (!(result.cls < MAX_CLS)) misses.push(`${result.path}: CLS ${result.cls.toFixed(3)} ≥ ${MAX_CLS}`);
  return misses;
}

function table(results) {
  const header = ['page', 'performance', 'accessibility', 'best-practices', 'SEO', 'LCP (ms)', 'TBT (ms)', 'CLS'];
  const show = (value, format = String) => (value === null || value === undefined ? '–' : format(value));
  const rows = results.map((result) =>
    result.error && !result.scores
      ? [result.path, 'error', '', '', '', '', '', '']
      : [
          result.path,
          ...CATEGORIES.map((id) => show(result.scores[id])),
          show(result.lcp, (ms) => String(Math.round(ms))),
          show(result.tbt, (ms) => String(Math.round(ms))),
          show(result.cls, (cls) => cls.toFixed(3)),
        ],
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function printFailingAudits(result) {
  if (result.error) {
    console.log(`${result.path}: ${result.error}\n`);
    if (!result.failing) return;
  }
  for (const warning of result.warnings ?? [])
    console.log(`${result.path}: Lighthouse warning: ${oneLine(warning, 300)}`);
  if (result.failing.length === 0) {
    console.log(`${result.path}: no failing accessibility, best-practices or SEO audits\n`);
    return;
  }
  console.log(`${result.path}: failing audits`);
  for (const audit of result.failing) {
    const notes = [audit.displayValue, audit.weight === 0 ? 'weight 0: does not change the score' : '']
      .filter(Boolean)
      .join('; ');
    console.log(`  [${audit.category}] ${audit.title} (${audit.id})${notes ? ` — ${notes}` : ''}`);
    if (audit.explanation) console.log(`      ${oneLine(audit.explanation, 300)}`);
    for (const item of audit.items.slice(0, ITEMS_SHOWN)) console.log(`      • ${item}`);
    if (audit.items.length > ITEMS_SHOWN) console.log('      • …');
  }
  console.log('');
}

/** For a page below the performance bar or above the CLS bar: what Lighthouse measured and suggests. */
function printPerformanceNotes(result) {
  if (result.error || !result.performance) return;
  const slow = result.scores.performance !== null && result.scores.performance < BAR.performance;
  const shifty = result.cls !== null && !(result.cls < MAX_CLS);
  if (!slow && !shifty) return;
  const notes = result.performance;
  console.log(`${result.path}: performance ${result.scores.performance}, CLS ${result.cls.toFixed(3)}`);
  console.log(`  metrics: ${notes.metrics.join('; ')}`);
  if (notes.lcpElement) console.log(`  LCP element: ${notes.lcpElement}`);
  for (const shift of notes.shifts) console.log(`  layout shift: ${shift}`);
  for (const saving of notes.savings) console.log(`  • ${saving}`);
  console.log('');
}

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

/** Runs a command with its output shown; rejects when it fails. */
function run(command, commandArgs, label) {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`${label} failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}

/** The built API serving the built web app on a free port, with its database and data in a temporary folder. */
async function startServer() {
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'tod-audit-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = [];
  const child = spawn(process.execPath, [apiMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(scratch, 'audit.sqlite'),
      DATA_DIR: join(scratch, 'data'),
      WEB_DIST_PATH: webDist,
      // Canonical and Open Graph URLs name the origin the pages are audited on, as in a deployment.
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const server = {
    baseUrl,
    async stop() {
      await stopProcess(child);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealthy(baseUrl, child);
  } catch (error) {
    await server.stop();
    throw new Error(`${error.message}\nServer output:\n${output.join('')}`);
  }
  return server;
}

async function waitForHealthy(baseUrl, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy.`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('The server did not answer /healthz within 30 s.');
}

function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Stops Chromium and the server; safe to call more than once. */
async function cleanUp() {
  const { chrome, server } = running;
  running.chrome = null;
  running.server = null;
  try {
    chrome?.kill();
  } catch (error) {
    console.error(`Could not stop Chromium: ${error.message}`);
  }
  await server?.stop().catch((error) => console.error(`Could not stop the server: ${error.message}`));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the server.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
