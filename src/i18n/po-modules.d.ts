/** A .po catalog imported directly: @lingui/vite-plugin compiles it to Lingui messages at build time. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
