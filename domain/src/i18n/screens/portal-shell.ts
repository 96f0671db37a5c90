import { screenMessages } from './define';

/**
 * The portal's texts needed before the catalogue has arrived: the loading line and the crash
 * page. The portal bundles only these in its first script and fetches the full catalogue
 * (every screen, three languages) beside the first screen's code. Keys start with 'portal.'.
 */
export const portalShellMessages = screenMessages({
  'pt-BR': {
    'portal.loading': 'Carregando...',
    'portal.crash.title': 'Algo deu errado nesta tela',
    'portal.crash.body':
      'O erro foi registrado e a equipe foi avisada. Seus rascunhos continuam salvos: tente de novo ou volte para a lista.',
    'portal.crash.retry': 'Tentar de novo',
    'portal.crash.back': 'Voltar para os processos',
    'portal.crash.reference': 'Código do erro: {id}',
  },
  en: {
    'portal.loading': 'Loading...',
    'portal.crash.title': 'Something went wrong on this screen',
    'portal.crash.body':
      'The error was logged and the team notified. Your drafts are still saved: try again or go back to the list.',
    'portal.crash.retry': 'Try again',
    'portal.crash.back': 'Back to the processes',
    'portal.crash.reference': 'Error code: {id}',
  },
  es: {
    'portal.loading': 'Cargando...',
    'portal.crash.title': 'Algo salió mal en esta pantalla',
    'portal.crash.body':
      'El error quedó registrado y el equipo fue avisado. Sus borradores siguen guardados: intente de nuevo o vuelva a la lista.',
    'portal.crash.retry': 'Intentar de nuevo',
    'portal.crash.back': 'Volver a los procesos',
    'portal.crash.reference': 'Código del error: {id}',
  },
});
