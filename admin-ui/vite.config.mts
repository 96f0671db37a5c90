import { defineConfig } from 'vite';
import { uiViteConfig } from '@claims/ui-kit/vite-config';

export default defineConfig(
  uiViteConfig({
    base: '/admin/',
    page: { title: 'Console de Sinistros', spinnerColour: '#1976d2' },
    // One chunk for the framework is the console's first screen anyway; lazy chunks stay apart.
    chunkSizeWarningLimit: 2_000,
  }),
);
