import { screenMessages } from './define';

/**
 * The protest letter's inspection as each party reads it (the site contact the inspector calls,
 * the inspector's analysis statement apart from the observation), and the link between a letter
 * and the reimbursement request it backs, on both sides and in both UIs; the zone an inspection's
 * hour is told in.
 */
export const inspectionMessages = screenMessages({
  'pt-BR': {
    'portal.inspection.siteContact': 'Contato no local',
    'portal.inspection.contactName': 'Nome',
    'portal.inspection.contactRole': 'Cargo ou setor',
    'portal.inspection.nameHint': 'Quem recebe o vistoriador no local',
    'portal.inspection.contactHint': 'Cargo ou setor dessa pessoa (ex.: supervisor do armazém)',
    'portal.inspection.telephone': 'Telefone',
    'portal.inspection.email': 'E-mail',
    'portal.inspection.address': 'Endereço',
    'portal.inspection.when': 'Data e hora',
    'portal.inspection.analysisStatement': 'Parecer da análise',
    'portal.inspection.analysisStatementHint':
      'O que a vistoria concluiu sobre a avaria e sua causa (a observação descreve o que foi visto).',
    'portal.links.request': 'Solicitação de ressarcimento vinculada',
    'portal.links.letter': 'Carta protesto vinculada',
    'portal.links.offerIntro':
      'A vistoria foi positiva: abra a solicitação de ressarcimento já preenchida com os dados da empresa e do embarque.',
    'portal.links.offerByEmail':
      'A vistoria foi positiva. Como o embarque é de longo curso, a solicitação de ressarcimento não é registrada no portal: envie-a por e-mail, como explica o aviso abaixo.',
    'console.inspection.analysisStatement': 'Parecer da análise',
    'console.reimbursements.protestLetter': 'Carta protesto vinculada',
    'console.protestLetters.linkedRequest': 'Vinculada à solicitação de ressarcimento {reference}',
    'console.protestLetters.requestChoice': '{reference} · BL/CT-e {blOrCte} · navio {vessel}',
    'console.protestLetters.otherShipment':
      'O BL/CT-e da solicitação {reference} ({requestBl}) não é o desta carta ({letterBl}). Vincule só se for o mesmo embarque.',
    'console.protestLetters.confirmOtherShipment': 'Confirmo que é o mesmo embarque',
    'console.protestLetters.otherShipmentUnconfirmed':
      'Confirme que a solicitação é do mesmo embarque, ou escolha outra',
    'inspection.hourZone': 'Horário de {city}',
    'validation.linkedRequestClosed':
      'A solicitação de ressarcimento {reference} está encerrada e não pode ser vinculada a uma carta protesto',
  },
  en: {
    'portal.inspection.siteContact': 'Site contact',
    'portal.inspection.contactName': 'Name',
    'portal.inspection.contactRole': 'Role or department',
    'portal.inspection.nameHint': 'Who meets the inspector on site',
    'portal.inspection.contactHint': 'That person’s role or department (e.g. warehouse supervisor)',
    'portal.inspection.telephone': 'Telephone',
    'portal.inspection.email': 'E-mail',
    'portal.inspection.address': 'Address',
    'portal.inspection.when': 'Date and time',
    'portal.inspection.analysisStatement': 'Analysis statement',
    'portal.inspection.analysisStatementHint':
      'What the inspection concluded about the damage and its cause (the observation describes what was seen).',
    'portal.links.request': 'Linked reimbursement request',
    'portal.links.letter': 'Linked protest letter',
    'portal.links.offerIntro':
      'The inspection was positive: open the reimbursement request already filled in with the company and shipping data.',
    'portal.links.offerByEmail':
      'The inspection was positive. As the shipment is long course, the reimbursement request is not filed in the portal: send it by e-mail, as the notice below says.',
    'console.inspection.analysisStatement': 'Analysis statement',
    'console.reimbursements.protestLetter': 'Linked protest letter',
    'console.protestLetters.linkedRequest': 'Linked to reimbursement request {reference}',
    'console.protestLetters.requestChoice': '{reference} · BL/CT-e {blOrCte} · vessel {vessel}',
    'console.protestLetters.otherShipment':
      'The BL/CT-e of request {reference} ({requestBl}) is not this letter’s ({letterBl}). Link it only if it is the same shipment.',
    'console.protestLetters.confirmOtherShipment': 'I confirm it is the same shipment',
    'console.protestLetters.otherShipmentUnconfirmed':
      'Confirm that the request is for the same shipment, or choose another',
    'inspection.hourZone': '{city} time',
    'validation.linkedRequestClosed':
      'Reimbursement request {reference} is closed and cannot be linked to a protest letter',
  },
  es: {
    'portal.inspection.siteContact': 'Contacto en el lugar',
    'portal.inspection.contactName': 'Nombre',
    'portal.inspection.contactRole': 'Cargo o sector',
    'portal.inspection.nameHint': 'Quién recibe al inspector en el lugar',
    'portal.inspection.contactHint': 'Cargo o sector de esa persona (p. ej.: supervisor del depósito)',
    'portal.inspection.telephone': 'Teléfono',
    'portal.inspection.email': 'Correo electrónico',
    'portal.inspection.address': 'Dirección',
    'portal.inspection.when': 'Fecha y hora',
    'portal.inspection.analysisStatement': 'Dictamen del análisis',
    'portal.inspection.analysisStatementHint':
      'Lo que la inspección concluyó sobre el daño y su causa (la observación describe lo que se vio).',
    'portal.links.request': 'Solicitud de resarcimiento vinculada',
    'portal.links.letter': 'Carta de protesta vinculada',
    'portal.links.offerIntro':
      'La inspección fue positiva: abra la solicitud de resarcimiento ya completada con los datos de la empresa y del embarque.',
    'portal.links.offerByEmail':
      'La inspección fue positiva. Como el embarque es de ultramar (largo recorrido), la solicitud de resarcimiento no se registra en el portal: envíela por correo electrónico, como indica el aviso.',
    'console.inspection.analysisStatement': 'Dictamen del análisis',
    'console.reimbursements.protestLetter': 'Carta de protesta vinculada',
    'console.protestLetters.linkedRequest': 'Vinculada a la solicitud de resarcimiento {reference}',
    'console.protestLetters.requestChoice': '{reference} · BL/CT-e {blOrCte} · buque {vessel}',
    'console.protestLetters.otherShipment':
      'El BL/CT-e de la solicitud {reference} ({requestBl}) no es el de esta carta ({letterBl}). Vincúlela solo si es el mismo embarque.',
    'console.protestLetters.confirmOtherShipment': 'Confirmo que es el mismo embarque',
    'console.protestLetters.otherShipmentUnconfirmed':
      'Confirme que la solicitud es del mismo embarque, o elija otra',
    'inspection.hourZone': 'Hora de {city}',
    'validation.linkedRequestClosed':
      'La solicitud de resarcimiento {reference} está cerrada y no puede vincularse a una carta de protesta',
  },
});
