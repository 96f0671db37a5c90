import { screenMessages } from './define';

/**
 * What each party of an inspection is told, and when: the inspector that a result waits for the
 * visit's day, the claims team that an inspection was requested for a day and what to do, the
 * client that the request reached claims and that a letter filed after the notice period is
 * flagged as a late notice (ARCHITECTURE §4, "Notice rule").
 */
export const inspectionNoticeMessages = screenMessages({
  'pt-BR': {
    'errors.inspectionNotYetHeld':
      'A vistoria está agendada para {inspectionDate}: o resultado só pode ser registrado a partir desse dia.',
    'portal.inspection.notYetHeld':
      'A vistoria está agendada para {date}. O resultado poderá ser registrado a partir desse dia.',
    'portal.inspection.requested':
      'Vistoria solicitada para a carta protesto {reference} em {date} às {hour}. A equipe de sinistros foi avisada e vai agendá-la com um vistoriador.',
    'console.actions.requestInspection.done':
      'Vistoria solicitada para a carta protesto {reference} em {date} às {hour}. A equipe de sinistros foi avisada.',
    'notify.INSPECTION_REQUESTED.subject': 'Vistoria solicitada: {reference} em {date} às {hour}',
    'notify.INSPECTION_REQUESTED.body':
      'Foi solicitada uma vistoria para a carta protesto {reference} em {date} às {hour}, em {address}. Contato no local: {contactName}, {telephone}. Agende a vistoria e designe um vistoriador.',
    'portal.protest.lateNotice':
      'Aviso fora do prazo: esta carta protesto foi registrada depois do prazo de aviso, que terminou em {deadline}. Ela foi aceita e será analisada, mas fica marcada como aviso fora do prazo.',
    'notify.PROTEST_LETTER_RECEIVED_LATE.subject':
      'Recebemos a sua carta protesto {reference} (aviso fora do prazo)',
    'notify.PROTEST_LETTER_RECEIVED_LATE.body':
      'A sua carta protesto {reference} foi registrada depois do prazo de aviso, que terminou em {deadline}. Ela foi aceita e será analisada pela equipe de sinistros, mas fica marcada como aviso fora do prazo. Você será avisado por aqui e por e-mail de cada passo e do que for pedido a você.',
  },
  en: {
    'errors.inspectionNotYetHeld':
      'The inspection is scheduled for {inspectionDate}: its result can only be recorded from that day on.',
    'portal.inspection.notYetHeld':
      'The inspection is scheduled for {date}. Its result can be recorded from that day on.',
    'portal.inspection.requested':
      'Inspection requested for protest letter {reference} on {date} at {hour}. The claims team was told and will schedule it with an inspector.',
    'console.actions.requestInspection.done':
      'Inspection requested for protest letter {reference} on {date} at {hour}. The claims team was told.',
    'notify.INSPECTION_REQUESTED.subject': 'Inspection requested: {reference} on {date} at {hour}',
    'notify.INSPECTION_REQUESTED.body':
      'An inspection was requested for protest letter {reference} on {date} at {hour}, at {address}. Site contact: {contactName}, {telephone}. Please schedule it and assign an inspector.',
    'portal.protest.lateNotice':
      'Late notice: this protest letter was filed after the notice period, which ended on {deadline}. It was accepted and will be analysed, but it is flagged as a late notice.',
    'notify.PROTEST_LETTER_RECEIVED_LATE.subject':
      'We received your protest letter {reference} (late notice)',
    'notify.PROTEST_LETTER_RECEIVED_LATE.body':
      'Your protest letter {reference} was filed after the notice period, which ended on {deadline}. It was accepted and will be analysed by the claims team, but it is flagged as a late notice. You will be told here and by e-mail of each step and of anything asked of you.',
  },
  es: {
    'errors.inspectionNotYetHeld':
      'La inspección está programada para el {inspectionDate}: el resultado solo puede registrarse a partir de ese día.',
    'portal.inspection.notYetHeld':
      'La inspección está programada para el {date}. El resultado podrá registrarse a partir de ese día.',
    'portal.inspection.requested':
      'Inspección solicitada para la carta de protesta {reference} el {date} a las {hour}. Se avisó al equipo de siniestros, que la programará con un inspector.',
    'console.actions.requestInspection.done':
      'Inspección solicitada para la carta de protesta {reference} el {date} a las {hour}. Se avisó al equipo de siniestros.',
    'notify.INSPECTION_REQUESTED.subject': 'Inspección solicitada: {reference} el {date} a las {hour}',
    'notify.INSPECTION_REQUESTED.body':
      'Se solicitó una inspección para la carta de protesta {reference} el {date} a las {hour}, en {address}. Contacto en el lugar: {contactName}, {telephone}. Prográmela y asigne un inspector.',
    'portal.protest.lateNotice':
      'Aviso fuera de plazo: esta carta de protesta se registró después del plazo de aviso, que terminó el {deadline}. Fue aceptada y será analizada, pero queda marcada como aviso fuera de plazo.',
    'notify.PROTEST_LETTER_RECEIVED_LATE.subject':
      'Recibimos su carta de protesta {reference} (aviso fuera de plazo)',
    'notify.PROTEST_LETTER_RECEIVED_LATE.body':
      'Su carta de protesta {reference} se registró después del plazo de aviso, que terminó el {deadline}. Fue aceptada y será analizada por el equipo de siniestros, pero queda marcada como aviso fuera de plazo. Se le avisará aquí y por e-mail de cada paso y de lo que se le pida.',
  },
});
