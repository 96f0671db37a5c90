import { screenMessages } from './define';

/** Staff console (admin-ui): layout, top bar, case lists, details and actions. Keys start with 'console.'. */
export const consoleMessages = screenMessages({
  'pt-BR': {},
  en: {},
  es: {},
});
