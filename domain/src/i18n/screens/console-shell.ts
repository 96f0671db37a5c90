import { screenMessages } from './define';

/**
 * The console's crash page texts, apart from the rest: the console shows them also when its
 * catalogue (fetched beside its first screen, not bundled in the first script) could not load.
 * Keys start with 'console.'.
 */
export const consoleShellMessages = screenMessages({
  'pt-BR': {
    'console.routeError.title': 'Algo deu errado nesta tela',
    'console.routeError.message':
      'A tela não pôde ser exibida. O erro foi registrado para a equipe técnica; nada foi alterado no processo.',
    'console.routeError.back': 'Voltar',
    'console.routeError.home': 'Ir para o início',
    'console.routeError.reference': 'Código para o suporte: {id}',
  },
  en: {
    'console.routeError.title': 'Something went wrong on this screen',
    'console.routeError.message':
      'The screen could not be shown. The error was logged for the technical team; nothing was changed in the case.',
    'console.routeError.back': 'Go back',
    'console.routeError.home': 'Go to the start page',
    'console.routeError.reference': 'Reference for support: {id}',
  },
  es: {
    'console.routeError.title': 'Algo salió mal en esta pantalla',
    'console.routeError.message':
      'No se pudo mostrar la pantalla. El error quedó registrado para el equipo técnico; no se modificó nada en el proceso.',
    'console.routeError.back': 'Volver',
    'console.routeError.home': 'Ir al inicio',
    'console.routeError.reference': 'Código para soporte: {id}',
  },
});
