import { defineConfig } from 'vite';

// React's automatic JSX runtime through Vite's own transform (oxc): no Babel plugin needed.
export default defineConfig({
  base: '/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // react-router marks its modules "use client", which means nothing outside a React server.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
