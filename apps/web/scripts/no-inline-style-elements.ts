import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Builds the run-time `<style>` elements of two libraries out of the browser bundle, because the
 * site's Content-Security-Policy allows only the inline styles whose hash the server knows (the
 * built stylesheets it copies into pages):
 *
 * - sonner (toasts) appends its stylesheet to <head> when its module loads. The same CSS ships as
 *   `sonner/dist/styles.css`, which sonner-toaster.tsx imports, so it comes as an ordinary
 *   stylesheet of the toaster's chunk; the injection is removed.
 * - emoji-picker-react renders its CSS, built at run time, in `<style>` elements of a component
 *   of its own; that component is replaced by EmojiPickerStyle, which adopts the same CSS as a
 *   constructed stylesheet (not subject to the policy).
 *
 * Only the production browser build: the server bundle never renders either, and the
 * development server sends no policy. The build fails when a library's code no longer looks as
 * expected, rather than shipping an injection the policy would refuse.
 */
interface LibraryPatch {
  readonly library: string;
  /** The library's file that holds the injection (path with forward slashes). */
  readonly file: RegExp;
  /** Whether `code` is the module to patch, for libraries whose bundles split into chunks. */
  holdsInjection(code: string): boolean;
  /** The module without the injection; throws when it does not look as expected. */
  patch(code: string): string;
}

const SONNER_INJECTION = /^__insertCSS\("(?:[^"\\\n]|\\.)*"\);?$/gm;
const PICKER_STYLE_COMPONENT = /\bfunction DedupedStyle\(/g;
const PICKER_STYLE_REPLACEMENT = fileURLToPath(
  new URL('../src/features/online-rooms/chat/emoji-picker-style.ts', import.meta.url),
);

const PATCHES: readonly LibraryPatch[] = [
  {
    library: 'sonner',
    file: /\/node_modules\/sonner\/dist\/index\.mjs$/,
    holdsInjection: () => true,
    patch(code) {
      expectOnce(code, SONNER_INJECTION, 'sonner', 'the __insertCSS("…") call');
      return code.replace(SONNER_INJECTION, '/* styles: sonner/dist/styles.css, imported by sonner-toaster.tsx */');
    },
  },
  {
    library: 'emoji-picker-react',
    file: /\/node_modules\/emoji-picker-react\/dist\/esm\/.*\.mjs$/,
    holdsInjection: (code) => code.includes('function DedupedStyle('),
    patch(code) {
      expectOnce(code, PICKER_STYLE_COMPONENT, 'emoji-picker-react', 'its DedupedStyle component');
      // The library's own function stays (unused, so dropped) under another name; its uses get ours.
      const renamed = code.replace(PICKER_STYLE_COMPONENT, 'function LibraryDedupedStyle(');
      return `import { EmojiPickerStyle as DedupedStyle } from ${JSON.stringify(PICKER_STYLE_REPLACEMENT)};\n${renamed}`;
    },
  },
];

function expectOnce(code: string, pattern: RegExp, library: string, what: string): void {
  const count = [...code.matchAll(pattern)].length;
  if (count !== 1)
    throw new Error(
      `${library}: expected ${what} once, found it ${count} times. Check scripts/no-inline-style-elements.ts against this version.`,
    );
}

export function noInlineStyleElements(): Plugin {
  const patched = new Set<string>();
  return {
    name: 'no-inline-style-elements',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildStart() {
      patched.clear();
    },
    transform(code, id) {
      const path = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
      const patch = PATCHES.find((candidate) => candidate.file.test(path));
      if (!patch || !patch.holdsInjection(code)) return null;
      patched.add(patch.library);
      return { code: patch.patch(code), map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missed = PATCHES.filter((patch) => !patched.has(patch.library)).map((patch) => patch.library);
      if (missed.length > 0)
        this.error(
          `No run-time style injection found to remove in ${missed.join(', ')}: check scripts/no-inline-style-elements.ts against these versions.`,
        );
    },
  };
}
