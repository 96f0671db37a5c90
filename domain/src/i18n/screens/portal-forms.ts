import { screenMessages } from './define';

/**
 * The portal's form pieces of issue 14: the crash page every route falls back to, the date
 * picker, and the wizards' explanations of what is still missing. Keys start with 'portal.'.
 */
export const portalFormMessages = screenMessages({
  'pt-BR': {
    'portal.crash.title': 'Algo deu errado nesta tela',
    'portal.crash.body':
      'O erro foi registrado e a equipe foi avisada. Seus rascunhos continuam salvos: tente de novo ou volte para a lista.',
    'portal.crash.retry': 'Tentar de novo',
    'portal.crash.back': 'Voltar para os processos',
    'portal.crash.reference': 'Código do erro: {id}',
    'portal.dates.placeholder': 'dd/mm/aaaa',
    'portal.dates.timePlaceholder': 'hh:mm',
    'portal.dates.open': 'Abrir calendário',
    'portal.dates.invalid': 'Data inválida: use dd/mm/aaaa',
    'portal.dates.invalidTime': 'Hora inválida: use hh:mm (24 horas)',
    'portal.totals.missing': 'Fora do total em BRL: {lines}',
    'portal.totals.missingLine': '{step} linha {n} ({what})',
    'portal.wizard.fixStep': 'Corrija a etapa "{step}": {message}',
    'portal.protest.whyDisabled': 'Para continuar, corrija os campos marcados.',
  },
  en: {
    'portal.crash.title': 'Something went wrong on this screen',
    'portal.crash.body':
      'The error was logged and the team notified. Your drafts are still saved: try again or go back to the list.',
    'portal.crash.retry': 'Try again',
    'portal.crash.back': 'Back to the processes',
    'portal.crash.reference': 'Error code: {id}',
    'portal.dates.placeholder': 'dd/mm/yyyy',
    'portal.dates.timePlaceholder': 'hh:mm',
    'portal.dates.open': 'Open calendar',
    'portal.dates.invalid': 'Invalid date: use dd/mm/yyyy',
    'portal.dates.invalidTime': 'Invalid time: use hh:mm (24-hour)',
    'portal.totals.missing': 'Left out of the BRL total: {lines}',
    'portal.totals.missingLine': '{step} line {n} ({what})',
    'portal.wizard.fixStep': 'Fix the step "{step}": {message}',
    'portal.protest.whyDisabled': 'To continue, correct the marked fields.',
  },
  es: {
    'portal.crash.title': 'Algo salió mal en esta pantalla',
    'portal.crash.body':
      'El error quedó registrado y el equipo fue avisado. Sus borradores siguen guardados: intente de nuevo o vuelva a la lista.',
    'portal.crash.retry': 'Intentar de nuevo',
    'portal.crash.back': 'Volver a los procesos',
    'portal.crash.reference': 'Código del error: {id}',
    'portal.dates.placeholder': 'dd/mm/aaaa',
    'portal.dates.timePlaceholder': 'hh:mm',
    'portal.dates.open': 'Abrir calendario',
    'portal.dates.invalid': 'Fecha inválida: use dd/mm/aaaa',
    'portal.dates.invalidTime': 'Hora inválida: use hh:mm (24 horas)',
    'portal.totals.missing': 'Fuera del total en BRL: {lines}',
    'portal.totals.missingLine': '{step} línea {n} ({what})',
    'portal.wizard.fixStep': 'Corrija el paso "{step}": {message}',
    'portal.protest.whyDisabled': 'Para continuar, corrija los campos marcados.',
  },
});
