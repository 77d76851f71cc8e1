import { SITE_PATHS, pathInLocale } from '@truth-or-dare/room-protocol/site-content';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';

// Each main screen in Arabic against the same screen in English (docs/decisions/0023-languages.md):
// the page says rtl, the header and the first row of the page are mirrored (what sits near the left
// edge in English sits near the right edge in Arabic), and no text is clipped, overflows the page
// or overlaps another in the header.

const SCREENS = [
  SITE_PATHS.home,
  SITE_PATHS.offline,
  SITE_PATHS.spinner,
  SITE_PATHS.drawCards,
  SITE_PATHS.quickPlay,
  SITE_PATHS.rooms,
  SITE_PATHS.createRoom,
  SITE_PATHS.about,
];
const WIDTH = 1280;
/** How far (px) a mirrored edge may sit from where mirroring puts it (text lengths differ). */
const TOLERANCE = 24;

const e2e = useE2E();

interface Box {
  readonly x: number;
  readonly width: number;
}

interface Layout {
  readonly dir: string;
  readonly lang: string;
  readonly brand: Box;
  readonly firstNavLink: Box;
  readonly mainHeading: Box;
  readonly overflowsPage: boolean;
  readonly clipped: readonly string[];
  readonly overlappingInHeader: readonly string[];
}

async function layoutOf(page: Page, path: string): Promise<Layout> {
  await page.goto(e2e.url(path));
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return { x: rect?.x ?? -1, width: rect?.width ?? 0 };
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    // Text cut off by its own box: an element that hides overflow and holds more than it shows.
    const clipped = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (!['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis') return false;
        // Text hidden on purpose for screen readers only (a 1 px box) is not clipped text.
        if (element.clientWidth <= 1) return false;
        const text = [...element.childNodes].some((node) => node.nodeType === 3 && (node.textContent ?? '').trim());
        return text && element.scrollWidth > element.clientWidth + 1;
      })
      .map(describe);
    const headerItems = [
      ...document.querySelectorAll('.site-header .brand, .site-header .nav-link, .site-header__actions > *'),
    ].filter((element) => element.getBoundingClientRect().width > 0);
    const overlapping: string[] = [];
    headerItems.forEach((a, i) =>
      headerItems.slice(i + 1).forEach((b) => {
        const r = a.getBoundingClientRect();
        const s = b.getBoundingClientRect();
        if (r.left < s.right - 1 && s.left < r.right - 1 && r.top < s.bottom - 1 && s.top < r.bottom - 1)
          overlapping.push(`${describe(a)} over ${describe(b)}`);
      }),
    );
    return {
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
      brand: box('.site-header .brand'),
      firstNavLink: box('.site-header .nav-link'),
      mainHeading: box('main h1'),
      overflowsPage: document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
      clipped,
      overlappingInHeader: overlapping,
    };
  });
}

/** Where a box's right edge sits from the right of the page: the mirror of its left edge. */
const mirroredStart = (box: Box) => WIDTH - (box.x + box.width);
const centre = (box: Box) => box.x + box.width / 2;

describe('right to left', () => {
  for (const path of SCREENS) {
    it(`mirrors ${path} in Arabic`, async () => {
      const page = await e2e.newPage({ viewport: { width: WIDTH, height: 800 } });
      const english = await layoutOf(page, path);
      const arabic = await layoutOf(page, pathInLocale('ar', path));

      expect([english.lang, english.dir]).toEqual(['en', 'ltr']);
      expect([arabic.lang, arabic.dir]).toEqual(['ar', 'rtl']);
      // The brand starts the header on the left in English, on the right in Arabic.
      expect(Math.abs(mirroredStart(arabic.brand) - english.brand.x)).toBeLessThanOrEqual(TOLERANCE);
      // The navigation runs the other way: its first link sits right of the others in Arabic.
      expect(arabic.firstNavLink.x).toBeGreaterThan(WIDTH / 2);
      expect(english.firstNavLink.x).toBeLessThan(WIDTH / 2);
      // A heading set at the start of its column starts at the other side; a centred one stays centred.
      const startMoved = Math.abs(mirroredStart(arabic.mainHeading) - english.mainHeading.x);
      const centreMoved = Math.abs(WIDTH - centre(arabic.mainHeading) - centre(english.mainHeading));
      expect(Math.min(startMoved, centreMoved)).toBeLessThanOrEqual(TOLERANCE);
      for (const layout of [english, arabic]) {
        expect(layout.overflowsPage).toBe(false);
        expect(layout.clipped).toEqual([]);
        expect(layout.overlappingInHeader).toEqual([]);
      }
    });
  }
});
