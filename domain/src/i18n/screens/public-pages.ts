import { screenMessages } from './define';

/**
 * What anyone reads before signing in: the links to the terms of use and the privacy policy
 * (login screens, footers) and the way back from those pages.
 */
export const publicPageMessages = screenMessages({
  'pt-BR': {
    'portal.legal.label': 'Informações legais',
    'portal.legal.toConsole': 'Voltar ao console',
  },
  en: {
    'portal.legal.label': 'Legal information',
    'portal.legal.toConsole': 'Back to the console',
  },
  es: {
    'portal.legal.label': 'Información legal',
    'portal.legal.toConsole': 'Volver a la consola',
  },
});
