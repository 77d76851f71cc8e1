import { useLayoutEffect } from 'react';

interface Adopted {
  readonly sheet: CSSStyleSheet;
  users: number;
}

/** One constructed stylesheet per text, shared by every picker on the page. */
const adoptedByText = new Map<string, Adopted>();

/**
 * The emoji picker's styles, in place of the `<style>` element the library renders (the
 * production build swaps this in: scripts/no-inline-style-elements.ts). The library builds its
 * CSS at run time, so it cannot be hashed ahead of time, and the site's Content-Security-Policy
 * refuses style elements without a hash. A stylesheet constructed and adopted through the CSSOM
 * is not subject to the policy. Same props as the library's component; there is no element, so
 * the nonce has nothing to go on.
 */
export function EmojiPickerStyle({ css }: { css: string; nonce?: string }): null {
  // A layout effect, like the library's own: the styles apply before the picker first paints.
  useLayoutEffect(() => {
    // A browser without constructed stylesheets (Safari before 16.4) shows the picker unstyled
    // rather than failing the room page; a style element would be refused there all the same.
    if (!('adoptedStyleSheets' in document)) return undefined;
    let adopted = adoptedByText.get(css);
    if (!adopted) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      adopted = { sheet, users: 0 };
      adoptedByText.set(css, adopted);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }
    adopted.users += 1;
    const current = adopted;
    return () => {
      current.users -= 1;
      if (current.users > 0) return;
      adoptedByText.delete(css);
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== current.sheet);
    };
  }, [css]);
  return null;
}
