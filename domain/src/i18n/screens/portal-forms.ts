import { screenMessages } from './define';

/**
 * The portal's form pieces of issue 14: the date picker (the crash page every route falls back
 * to is in portal-shell.ts), and the wizards' explanations of what is still missing. Keys start with 'portal.'.
 */
export const portalFormMessages = screenMessages({
  'pt-BR': {
    'portal.dates.placeholder': 'dd/mm/aaaa',
    'portal.dates.timePlaceholder': 'hh:mm',
    'portal.dates.open': 'Abrir calendário',
    'portal.dates.invalid': 'Data inválida: use dd/mm/aaaa',
    'portal.dates.invalidTime': 'Hora inválida: use hh:mm (24 horas)',
    'portal.totals.missing': 'Fora do total em BRL: {lines}',
    'portal.totals.missingLine': '{step} linha {n} ({what})',
    'portal.wizard.fixStep': 'Corrija a etapa "{step}": {message}',
    'portal.protest.whyDisabled': 'Para continuar, preencha ou corrija:',
  },
  en: {
    'portal.dates.placeholder': 'dd/mm/yyyy',
    'portal.dates.timePlaceholder': 'hh:mm',
    'portal.dates.open': 'Open calendar',
    'portal.dates.invalid': 'Invalid date: use dd/mm/yyyy',
    'portal.dates.invalidTime': 'Invalid time: use hh:mm (24-hour)',
    'portal.totals.missing': 'Left out of the BRL total: {lines}',
    'portal.totals.missingLine': '{step} line {n} ({what})',
    'portal.wizard.fixStep': 'Fix the step "{step}": {message}',
    'portal.protest.whyDisabled': 'To continue, fill in or correct:',
  },
  es: {
    'portal.dates.placeholder': 'dd/mm/aaaa',
    'portal.dates.timePlaceholder': 'hh:mm',
    'portal.dates.open': 'Abrir calendario',
    'portal.dates.invalid': 'Fecha inválida: use dd/mm/aaaa',
    'portal.dates.invalidTime': 'Hora inválida: use hh:mm (24 horas)',
    'portal.totals.missing': 'Fuera del total en BRL: {lines}',
    'portal.totals.missingLine': '{step} línea {n} ({what})',
    'portal.wizard.fixStep': 'Corrija el paso "{step}": {message}',
    'portal.protest.whyDisabled': 'Para continuar, complete o corrija:',
  },
});
