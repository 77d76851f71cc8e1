// A catalog imported from a .po file, as @lingui/vite-plugin compiles it.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
