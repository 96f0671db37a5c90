import { screenMessages } from './define';

/** The e-mail and notification that confirm a filed reimbursement request to whoever filed it. */
export const filingConfirmationMessages = screenMessages({
  'pt-BR': {
    'notify.REQUEST_FILED.subject': 'Recebemos a sua solicitação de ressarcimento {reference}',
    'notify.REQUEST_FILED.body':
      'A sua solicitação de ressarcimento {reference} foi registrada e está em análise pela equipe de sinistros. Você será avisado por aqui e por e-mail de cada passo e do que for pedido a você.',
  },
  en: {
    'notify.REQUEST_FILED.subject': 'We received your reimbursement request {reference}',
    'notify.REQUEST_FILED.body':
      'Your reimbursement request {reference} was filed and is being analysed by the claims team. You will be told here and by e-mail of each step and of anything asked of you.',
  },
  es: {
    'notify.REQUEST_FILED.subject': 'Recibimos su solicitud de resarcimiento {reference}',
    'notify.REQUEST_FILED.body':
      'Su solicitud de resarcimiento {reference} fue registrada y está en análisis por el equipo de siniestros. Se le avisará aquí y por e-mail de cada paso y de lo que se le pida.',
  },
});
