import { screenMessages } from './define';

/**
 * What the console's case dialogs show beside their inputs: the receipt uploaded with a payment
 * made (and the question when it is less than agreed), and the figures a master weighs before
 * approving (or rejecting) what waits for them.
 */
export const consoleDialogMessages = screenMessages({
  'pt-BR': {
    'console.payment.uploadReceipt': 'Enviar novo comprovante',
    'console.payment.uploading': 'Enviando…',
    'console.approval.claimed': 'Valor reclamado',
    'console.approval.PROPOSAL': 'Valor da proposta',
    'console.approval.COUNTEROFFER': 'Valor da contraproposta a aceitar',
    'console.approval.aboveClaimed': 'O valor do acordo é maior que o total reclamado.',
    'console.payment.belowAgreed':
      'O valor pago ({paid}) é menor que o valor acordado ({agreed}). Registrar mesmo assim?',
  },
  en: {
    'console.payment.uploadReceipt': 'Upload a new receipt',
    'console.payment.uploading': 'Uploading…',
    'console.approval.claimed': 'Amount claimed',
    'console.approval.PROPOSAL': 'Proposal value',
    'console.approval.COUNTEROFFER': 'Counteroffer value to accept',
    'console.approval.aboveClaimed': 'The agreement value is above the total claimed.',
    'console.payment.belowAgreed':
      'The amount paid ({paid}) is less than the agreed value ({agreed}). Record it anyway?',
  },
  es: {
    'console.payment.uploadReceipt': 'Subir un nuevo comprobante',
    'console.payment.uploading': 'Subiendo…',
    'console.approval.claimed': 'Monto reclamado',
    'console.approval.PROPOSAL': 'Valor de la propuesta',
    'console.approval.COUNTEROFFER': 'Valor de la contraoferta a aceptar',
    'console.approval.aboveClaimed': 'El valor del acuerdo es mayor que el total reclamado.',
    'console.payment.belowAgreed':
      'El importe pagado ({paid}) es menor que el importe acordado ({agreed}). ¿Registrarlo de todos modos?',
  },
});
