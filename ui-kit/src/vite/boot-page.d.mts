import type { Plugin } from 'vite';

/** What sets one UI's page apart from the other's. */
export interface BootPageOptions {
  /** The browser tab's title, in pt-BR: the page's language until the app's catalogue loads. */
  title: string;
  /** The spinner's turning edge, in the UI's own colour. */
  spinnerColour: string;
}

/** The Vite plugin writing a UI's index.html with its boot spinner (boot-page.mjs). */
export function bootPage(options: BootPageOptions): Plugin;
