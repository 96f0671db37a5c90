import { defineConfig } from 'vite';

// React's automatic JSX runtime through Vite's own transform (oxc): no Babel plugin needed.
export default defineConfig({
  base: '/admin/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // One chunk for the framework is the console's first screen anyway; lazy chunks stay apart.
    chunkSizeWarningLimit: 2_000,
    rollupOptions: {
      // MUI and react-router mark their modules "use client", which means nothing outside a React server.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
