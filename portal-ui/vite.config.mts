import { defineConfig } from 'vite';
import { uiViteConfig } from '@claims/ui-kit/vite-config';

export default defineConfig(
  uiViteConfig({ base: '/', page: { title: 'Portal de Sinistros', spinnerColour: '#0b4f8a' } }),
);
