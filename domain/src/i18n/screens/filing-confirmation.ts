import { screenMessages } from './define';

/** The e-mails and notifications that confirm a filed request or letter to whoever filed it. */
export const filingConfirmationMessages = screenMessages({
  'pt-BR': {
    'notify.REQUEST_FILED.subject': 'Recebemos a sua solicitação de ressarcimento {reference}',
    'notify.REQUEST_FILED.body':
      'A sua solicitação de ressarcimento {reference} foi registrada e está em análise pela equipe de sinistros. Você será avisado por aqui e por e-mail de cada passo e do que for pedido a você.',
    'notify.PROTEST_LETTER_RECEIVED.subject': 'Recebemos a sua carta de protesto {reference}',
    'notify.PROTEST_LETTER_RECEIVED.body':
      'A sua carta de protesto {reference} foi registrada e será analisada pela equipe de sinistros. Você será avisado por aqui e por e-mail de cada passo e do que for pedido a você.',
  },
  en: {
    'notify.REQUEST_FILED.subject': 'We received your reimbursement request {reference}',
    'notify.REQUEST_FILED.body':
      'Your reimbursement request {reference} was filed and is being analysed by the claims team. You will be told here and by e-mail of each step and of anything asked of you.',
    'notify.PROTEST_LETTER_RECEIVED.subject': 'We received your letter of protest {reference}',
    'notify.PROTEST_LETTER_RECEIVED.body':
      'Your letter of protest {reference} was filed and will be analysed by the claims team. You will be told here and by e-mail of each step and of anything asked of you.',
  },
  es: {
    'notify.REQUEST_FILED.subject': 'Recibimos su solicitud de resarcimiento {reference}',
    'notify.REQUEST_FILED.body':
      'Su solicitud de resarcimiento {reference} fue registrada y está en análisis por el equipo de siniestros. Se le avisará aquí y por e-mail de cada paso y de lo que se le pida.',
    'notify.PROTEST_LETTER_RECEIVED.subject': 'Recibimos su carta de protesta {reference}',
    'notify.PROTEST_LETTER_RECEIVED.body':
      'Su carta de protesta {reference} fue registrada y será analizada por el equipo de siniestros. Se le avisará aquí y por e-mail de cada paso y de lo que se le pida.',
  },
});
