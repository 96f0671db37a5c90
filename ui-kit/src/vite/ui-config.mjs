// Plain JavaScript, its types in ui-config.d.mts: Vite hands the packages a config imports to
// Node as they are, and Node 20 runs no TypeScript.
import { bootPage } from './boot-page.mjs';

/**
 * The Vite config both UIs are built with, from what sets each apart: where it is served, its
 * page, and how large a chunk may grow before Vite warns.
 *
 * @param {import('./ui-config.d.mts').UiBuild} ui
 * @returns {import('vite').UserConfig}
 */
export function uiViteConfig({ base, page, chunkSizeWarningLimit = 500 }) {
  return {
    base,
    // React's automatic JSX runtime through Vite's own transform (oxc): no Babel plugin needed.
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: [bootPage(page)],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      chunkSizeWarningLimit,
      rollupOptions: {
        // react-router and MUI mark their modules "use client", which means nothing outside a React server.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  };
}
