import { screenMessages } from './define';

/**
 * The e-mails and notifications that confirm a filed request or letter to whoever filed it, and
 * tell a client company of one filed in its name by someone outside it (its customs broker).
 */
export const filingConfirmationMessages = screenMessages({
  'pt-BR': {
    'notify.REQUEST_FILED.subject': 'Recebemos a sua solicitação de ressarcimento {reference}',
    'notify.REQUEST_FILED.body':
      'A sua solicitação de ressarcimento {reference} foi registrada e está em análise pela equipe de sinistros. Você será avisado por aqui e por e-mail de cada passo e do que for pedido a você.',
    'notify.PROTEST_LETTER_RECEIVED.subject': 'Recebemos a sua carta protesto {reference}',
    'notify.PROTEST_LETTER_RECEIVED.body':
      'A sua carta protesto {reference} foi registrada e será analisada pela equipe de sinistros. Você será avisado por aqui e por e-mail de cada passo e do que for pedido a você.',
    'notify.REQUEST_FILED_ON_BEHALF.subject':
      'Solicitação de ressarcimento {reference} registrada em nome da sua empresa por {filedBy}',
    'notify.REQUEST_FILED_ON_BEHALF.body':
      '{filedBy} registrou a solicitação de ressarcimento {reference} em nome da sua empresa. Ela está em análise pela equipe de sinistros, e você pode acompanhá-la no portal.',
    'notify.PROTEST_LETTER_FILED_ON_BEHALF.subject':
      'Carta protesto {reference} registrada em nome da sua empresa por {filedBy}',
    'notify.PROTEST_LETTER_FILED_ON_BEHALF.body':
      '{filedBy} registrou a carta protesto {reference} em nome da sua empresa. Ela será analisada pela equipe de sinistros, e você pode acompanhá-la no portal.',
  },
  en: {
    'notify.REQUEST_FILED.subject': 'We received your reimbursement request {reference}',
    'notify.REQUEST_FILED.body':
      'Your reimbursement request {reference} was filed and is being analysed by the claims team. You will be told here and by e-mail of each step and of anything asked of you.',
    'notify.PROTEST_LETTER_RECEIVED.subject': 'We received your protest letter {reference}',
    'notify.PROTEST_LETTER_RECEIVED.body':
      'Your protest letter {reference} was filed and will be analysed by the claims team. You will be told here and by e-mail of each step and of anything asked of you.',
    'notify.REQUEST_FILED_ON_BEHALF.subject':
      "Reimbursement request {reference} filed on your company's behalf by {filedBy}",
    'notify.REQUEST_FILED_ON_BEHALF.body':
      "{filedBy} filed reimbursement request {reference} on your company's behalf. The claims team is analysing it, and you can follow it in the portal.",
    'notify.PROTEST_LETTER_FILED_ON_BEHALF.subject':
      "Protest letter {reference} filed on your company's behalf by {filedBy}",
    'notify.PROTEST_LETTER_FILED_ON_BEHALF.body':
      "{filedBy} filed protest letter {reference} on your company's behalf. The claims team will analyse it, and you can follow it in the portal.",
  },
  es: {
    'notify.REQUEST_FILED.subject': 'Recibimos su solicitud de resarcimiento {reference}',
    'notify.REQUEST_FILED.body':
      'Su solicitud de resarcimiento {reference} fue registrada y está en análisis por el equipo de siniestros. Se le avisará aquí y por e-mail de cada paso y de lo que se le pida.',
    'notify.PROTEST_LETTER_RECEIVED.subject': 'Recibimos su carta de protesta {reference}',
    'notify.PROTEST_LETTER_RECEIVED.body':
      'Su carta de protesta {reference} fue registrada y será analizada por el equipo de siniestros. Se le avisará aquí y por e-mail de cada paso y de lo que se le pida.',
    'notify.REQUEST_FILED_ON_BEHALF.subject':
      'Solicitud de resarcimiento {reference} registrada en nombre de su empresa por {filedBy}',
    'notify.REQUEST_FILED_ON_BEHALF.body':
      '{filedBy} registró la solicitud de resarcimiento {reference} en nombre de su empresa. Está en análisis por el equipo de siniestros, y puede seguirla en el portal.',
    'notify.PROTEST_LETTER_FILED_ON_BEHALF.subject':
      'Carta de protesta {reference} registrada en nombre de su empresa por {filedBy}',
    'notify.PROTEST_LETTER_FILED_ON_BEHALF.body':
      '{filedBy} registró la carta de protesta {reference} en nombre de su empresa. Será analizada por el equipo de siniestros, y puede seguirla en el portal.',
  },
});
