import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { findChromium } from './find-chromium';
import { findLowContrastText } from './text-contrast';

export interface NewPageOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  /** A touch screen: taps and swipes (touch events and touch pointers) as well as the mouse. */
  hasTouch?: boolean;
  /**
   * Let the app-wide subscribe popup open (5 s after load). Off by default: the page then starts
   * with localStorage `sub_popup_seen` set, so the popup never covers a test that runs longer.
   */
  subscribePopup?: boolean;
}

export interface E2EContext {
  readonly baseUrl: string;
  readonly browser: Browser;
  /** A page in a fresh browser context (its own storage), closed by stop(). */
  newPage(options?: NewPageOptions): Promise<Page>;
  /**
   * Runs axe-core on the page (its default rules, best practices included, plus the WCAG 2.2 AA
   * rules it leaves off by default) and measures text contrast over gradients, which axe leaves
   * unjudged; throws listing every violation, whatever its impact.
   */
  expectNoA11yViolations(page: Page): Promise<void>;
  /** Uncaught errors and console errors the pages reported so far. */
  pageErrors(): readonly string[];
  /**
   * The Content-Security-Policy violations the pages reported since the last call (each
   * `securitypolicyviolation` event and each console message about the policy), once the open
   * pages have had a moment to report the last ones. useE2E fails a test that leaves any.
   */
  takeCspViolations(): Promise<string[]>;
  stop(): Promise<void>;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.2 AA rules that its default run leaves off (target-size: pointer targets of
 * at least 24 by 24 CSS pixels, or spaced so).
 */
const WCAG22_AA_RULES = ['target-size'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The binding through which every page reports the policy violations it sees. */
const CSP_VIOLATION_BINDING = '__e2eReportCspViolation';

/**
 * Runs in every document of every page before its own scripts: reports each violation of the
 * Content-Security-Policy, whatever refused it (an inline style or script, a source, a worker).
 */
function reportCspViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const element = event.target instanceof Element ? event.target.outerHTML.slice(0, 120) : '';
      const what =
        event.blockedURI && event.blockedURI !== 'inline'
          ? event.blockedURI
          : `inline ${event.sample || element || '(no sample)'}`;
      const where = event.sourceFile ? ` from ${event.sourceFile}:${event.lineNumber}` : '';
      const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
      report?.(`${event.effectiveDirective} refused ${what}${where} on ${event.documentURI}`);
    },
    true,
  );
}

const MENTIONS_CSP = /content[- ]security[- ]policy/i;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The system Chromium, headless; `extraArgs` for a file that needs more (the calls' fake camera). */
/** A page arrives rendered by the server; its listeners exist once hydration has committed. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    // Quiet, sandbox-free start in containers and on CI machines without a network beyond loopback.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export async function startE2E(chromiumArgs: readonly string[] = []): Promise<E2EContext> {
  const baseUrl = inject('baseUrl');
  const browser = await launchChromium(chromiumArgs);
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const cspViolations: string[] = [];

  return {
    baseUrl,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: options.viewport ?? { width: 1280, height: 800 },
        reducedMotion: options.reducedMotion ?? 'no-preference',
        hasTouch: options.hasTouch ?? false,
      });
      contexts.push(context);
      await context.exposeBinding(CSP_VIOLATION_BINDING, (_source, text: string) => {
        cspViolations.push(text);
      });
      await context.addInitScript(reportCspViolations, CSP_VIOLATION_BINDING);
      if (!options.subscribePopup)
        await context.addInitScript(() => window.localStorage.setItem('sub_popup_seen', 'true'));
      // Every page of the context, pop-ups included.
      context.on('console', (message) => {
        if (MENTIONS_CSP.test(message.text()))
          cspViolations.push(`console ${message.type()} on ${message.page()?.url() ?? 'a worker'}: ${message.text()}`);
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console error on ${page.url()}: ${message.text()}`);
      });
      return page;
    },
    async expectNoA11yViolations(page) {
      // A toast fading in is, for a moment, low-contrast text: let short animations and transitions
      // finish first; long or endless ones (a wheel spinning, a looping glow) are checked as they are.
      await page.evaluate(async (maxWaitMs) => {
        const settling = document.getAnimations().filter((animation) => {
          const end = Number(animation.effect?.getComputedTiming().endTime ?? Infinity);
          return (
            animation.playState === 'running' &&
            Number.isFinite(end) &&
            end - Number(animation.currentTime ?? 0) <= maxWaitMs
          );
        });
        await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
      }, 1_000);
      // Evaluated through the debugging protocol, so the page's Content-Security-Policy still applies to the app itself.
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async (extraRules) => {
        type RunOptions = { rules: Record<string, { enabled: boolean }> };
        const axe = (
          window as unknown as {
            axe: { run(context: Document, options: RunOptions): Promise<{ violations: AxeViolation[] }> };
          }
        ).axe;
        const rules = Object.fromEntries(extraRules.map((id) => [id, { enabled: true }]));
        const result = await axe.run(document, { rules });
        return result.violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map(({ target }) => ({ target })),
        }));
      }, WCAG22_AA_RULES);
      // axe leaves text over gradients "to review"; the colour check measures it against every stop.
      const lowContrast = await findLowContrastText(page);
      if (violations.length > 0 || lowContrast.length > 0) {
        const report = [
          ...violations.map(
            (v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
          ),
          ...lowContrast.map((line) => `low text contrast: ${line}`),
        ].join('\n');
        throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
      }
    },
    pageErrors: () => errors,
    async takeCspViolations() {
      // A violation is reported in a task after the refusal: let every open page run one more task
      // (through a message channel, which a page's installed fake clock does not hold back) and
      // its report arrive here. A page that does not answer (paused, closing) is not waited for.
      const pages = contexts.flatMap((context) => context.pages()).filter((page) => !page.isClosed());
      const nextTask = () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      await Promise.all(
        pages.map((page) => Promise.race([page.evaluate(nextTask).catch(() => undefined), delay(2_000)])),
      );
      await delay(20);
      return cspViolations.splice(0);
    },
    async stop() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
    },
  };
}

/** The browser of one test file, on the shared production server. */
export interface E2EFile extends Omit<E2EContext, 'stop'> {
  /** The absolute URL of a path on the test server. */
  url(path: string): string;
}

/**
 * Launches the browser before the calling file's tests and closes it after them, so a test file
 * starts with `const e2e = useE2E();`. Its members are ready once the file's tests run. A test
 * fails when its pages reported a Content-Security-Policy violation: the site's own pages never
 * cause one, so a violation is a style, script or source the policy refuses, broken for visitors.
 */
export function useE2E(chromiumArgs: readonly string[] = []): E2EFile {
  let context: E2EContext | undefined;
  beforeAll(async () => {
    context = await startE2E(chromiumArgs);
  }, 180_000);
  afterEach(async () => {
    if (!context) return;
    expect(await context.takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await context?.stop();
  });
  const started = (): E2EContext => {
    if (!context) throw new Error('The browser is launched in beforeAll: use the e2e helpers inside tests or hooks.');
    return context;
  };
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    get browser() {
      return started().browser;
    },
    newPage: (options) => started().newPage(options),
    expectNoA11yViolations: (page) => started().expectNoA11yViolations(page),
    pageErrors: () => started().pageErrors(),
    takeCspViolations: () => started().takeCspViolations(),
    url: (path) => new URL(path, started().baseUrl).toString(),
  };
}
