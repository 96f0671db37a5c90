import { defineConfig } from 'vite';

// React's automatic JSX runtime through Vite's own transform (oxc): no Babel plugin needed.
export default defineConfig({
  base: '/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
