import type { UserConfig } from 'vite';
import type { BootPageOptions } from './boot-page.d.mts';

/** What sets one UI's build apart from the other's. */
export interface UiBuild {
  /** The path the api serves the UI at. */
  base: string;
  page: BootPageOptions;
  /** In kB; Vite's own 500 where not given. */
  chunkSizeWarningLimit?: number;
}

/** The Vite config both UIs are built with (ui-config.mjs). */
export function uiViteConfig(ui: UiBuild): UserConfig;
