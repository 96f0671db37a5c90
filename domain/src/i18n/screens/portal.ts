import { screenMessages } from './define';

/** Self-service portal (portal-ui): auth screens, layout, tables, wizards, uploads and details. Keys start with 'portal.'. */
export const portalMessages = screenMessages({
  'pt-BR': {},
  en: {},
  es: {},
});
