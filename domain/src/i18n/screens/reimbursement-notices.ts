import { screenMessages } from './define';

/**
 * What each step of a reimbursement request tells whom, in-app (the subject) and by e-mail
 * (subject and body): what happened and what is expected of the reader, with the document names,
 * values and dates of the step (localized by ../notice-params). `notify.messageLine` follows the
 * body when the step carried a message.
 */
export const reimbursementNoticeMessages = screenMessages({
  'pt-BR': {
    'notify.PROTEST_REIMBURSEMENT_SUGGESTED.subject':
      'Vistoria de {reference} concluída: avaria confirmada — solicite o ressarcimento',
    'notify.PROTEST_REIMBURSEMENT_SUGGESTED.body':
      'A vistoria da carta protesto {reference} confirmou a avaria (resultado positivo). Uma solicitação de ressarcimento pré-preenchida com os dados da carta espera por você no portal.',
    'notify.PROTEST_REIMBURSEMENT_BY_EMAIL.subject':
      'Vistoria de {reference} concluída: avaria confirmada — envie a solicitação de ressarcimento por e-mail',
    'notify.PROTEST_REIMBURSEMENT_BY_EMAIL.body':
      'A vistoria da carta protesto {reference} confirmou a avaria (resultado positivo). Como o embarque é de longo curso, a solicitação de ressarcimento não é registrada no portal: envie-a por e-mail para {email} com cópia do conhecimento de embarque, fatura comercial, packing list, declaração de perda ou certificado de destruição, relatório de avaria e fotos.',
    'notify.messageLine': 'Mensagem: "{message}"',
    'notify.documentsAsDescribed': 'os documentos descritos na mensagem',
    'notify.RESPONSIBILITY_TRANSFERRED.subject':
      'Processo {reference} transferido para a sua equipe ({team})',
    'notify.RESPONSIBILITY_TRANSFERRED.body':
      'A solicitação de ressarcimento {reference} foi transferida para a equipe {team} e aguarda a sua análise.',
    'notify.DOCUMENTS_REQUESTED_CUSTOMER.subject':
      'Documentos solicitados em {reference}: {documents} — envie-os até {deadline}',
    'notify.DOCUMENTS_REQUESTED_CUSTOMER.body':
      'A equipe de sinistros solicitou para o processo {reference}: {documents}. Envie-os pelo portal até {deadline}; sem eles o processo será encerrado.',
    'notify.DOCUMENTS_REMINDER.subject': 'Lembrete: envie {documents} para {reference} até {deadline}',
    'notify.DOCUMENTS_REMINDER.body':
      'Ainda aguardamos para o processo {reference}: {documents}. Sem eles o processo será encerrado em {deadline}.',
    'notify.DOCUMENTS_REMINDER_INTERNAL.subject': 'Documentos ainda pendentes em {reference}: {documents}',
    'notify.DOCUMENTS_REMINDER_INTERNAL.body':
      'Os documentos solicitados à área interna para o processo {reference} ainda não chegaram: {documents}.',
    'notify.DOCUMENTS_PROVIDED.subject': 'Documentos enviados em {reference}: o processo volta para análise',
    'notify.DOCUMENTS_PROVIDED.body':
      'Os documentos solicitados para o processo {reference} foram enviados. O processo voltou para a análise da sua equipe.',
    'notify.SETTLEMENT_DOCUMENTS_REQUESTED.subject': 'Envie até {deadline} para {reference}: {documents}',
    'notify.SETTLEMENT_DOCUMENTS_REQUESTED.body':
      'Para agendar o pagamento do processo {reference}, envie pelo portal até {deadline}: {documents}.',
    'notify.SETTLEMENT_DOCUMENTS_REMINDER.subject': 'Lembrete: ainda falta em {reference}: {documents}',
    'notify.SETTLEMENT_DOCUMENTS_REMINDER.body':
      'O pagamento do processo {reference} aguarda, até {deadline}: {documents}.',
    'notify.SETTLEMENT_DOCUMENTS_PROVIDED.subject':
      'R&R e procuração recebidos em {reference}: agende o pagamento',
    'notify.SETTLEMENT_DOCUMENTS_PROVIDED.body':
      'O cliente enviou o recibo e quitação (R&R) e a procuração do processo {reference}. Agende o pagamento.',
    'notify.ACCOUNTS_SETTLED.subject': 'Encontro de contas realizado em {reference}',
    'notify.ACCOUNTS_SETTLED.body': 'O valor do processo {reference} foi compensado em encontro de contas.',
    'notify.AGREEMENT_PROPOSAL.subject':
      'Proposta de acordo de {value} em {reference}: aceite ou faça uma contraproposta até {deadline}',
    'notify.AGREEMENT_PROPOSAL.body':
      'Há uma proposta de acordo de {value} para o processo {reference}. Aceite-a ou envie uma contraproposta pelo portal até {deadline}.',
    'notify.PROPOSAL_AWAITING_APPROVAL.subject': 'Proposta de {value} em {reference} aguarda a sua aprovação',
    'notify.PROPOSAL_AWAITING_APPROVAL.body':
      'Uma proposta de acordo de {value} no processo {reference} está acima do limite de alçada de quem a fez. Aprove-a no console para que o cliente a receba.',
    'notify.PROPOSAL_APPROVED.subject': 'Proposta de {value} aprovada em {reference}: enviada ao cliente',
    'notify.PROPOSAL_APPROVED.body':
      'Um master aprovou a proposta de {value} do processo {reference}; o cliente já pode respondê-la.',
    'notify.PROPOSAL_ACCEPTED.subject': 'Proposta de {value} aceita pelo cliente em {reference}',
    'notify.PROPOSAL_ACCEPTED.body':
      'O cliente aceitou a proposta de {value} do processo {reference}. O processo aguarda: {documents}.',
    'notify.COUNTEROFFER_MADE.subject':
      'Contraproposta de {value} em {reference}: aceite, recuse ou responda com nova proposta',
    'notify.COUNTEROFFER_MADE.body':
      'O cliente respondeu à proposta do processo {reference} com uma contraproposta de {value}.',
    'notify.COUNTEROFFER_ACCEPTED.subject':
      'A contraproposta de {value} foi aceita em {reference}: envie até {deadline}: {documents}',
    'notify.COUNTEROFFER_ACCEPTED.body':
      'A equipe de sinistros aceitou a contraproposta de {value} no processo {reference}. Para receber o pagamento, envie pelo portal até {deadline}: {documents}.',
    'notify.COUNTEROFFER_AWAITING_APPROVAL.subject':
      'O aceite da contraproposta de {value} em {reference} aguarda a sua aprovação',
    'notify.COUNTEROFFER_AWAITING_APPROVAL.body':
      'A aceitação da contraproposta de {value} no processo {reference} está acima do limite de alçada de quem a aceitou. Aprove-a no console.',
    'notify.COUNTEROFFER_DECLINED.subject': 'Sua contraproposta em {reference} foi recusada',
    'notify.COUNTEROFFER_DECLINED.body':
      'A equipe de sinistros recusou a sua contraproposta no processo {reference}. O processo segue em análise.',
    'notify.PAYMENT_SCHEDULED.subject': 'Pagamento de {value} em {reference} agendado para {expectedDate}',
    'notify.PAYMENT_SCHEDULED.body':
      'O pagamento de {value} do processo {reference} foi agendado para {expectedDate}.',
    'notify.PAYMENT_MADE.subject': 'Pagamento realizado em {reference}: {value} em {paidOn}',
    'notify.PAYMENT_MADE.body':
      'O pagamento do processo {reference} foi realizado: {value} em {paidOn}. Você pode vê-lo no portal.',
    'notify.PAYMENT_MADE.bodyWithReceipt':
      'O pagamento do processo {reference} foi realizado: {value} em {paidOn}. O comprovante de pagamento está no portal.',
    'notify.PAYMENT_OVERDUE.subject': 'Pagamento de {reference} atrasado: previsto para {expectedDate}',
    'notify.PAYMENT_OVERDUE.body':
      'O pagamento do processo {reference} estava previsto para {expectedDate} e ainda não foi registrado. Verifique com o financeiro.',
    'notify.PAYMENT_NOT_MADE_RR_NOT_SENT.subject': 'Pagamento não realizado em {reference}: R&R não enviado',
    'notify.PAYMENT_NOT_MADE_RR_NOT_SENT.body':
      'O prazo para enviar o recibo e quitação (R&R) e a procuração do processo {reference} terminou sem recebê-los.',
    'notify.REQUEST_CLOSED.subject': 'Processo {reference} encerrado',
    'notify.REQUEST_CLOSED.body': 'O processo {reference} foi encerrado.',
    'notify.REQUEST_REOPENED.subject': 'Processo {reference} reaberto: volta para análise',
    'notify.REQUEST_REOPENED.body': 'O processo {reference} foi reaberto e está novamente em análise.',
    'notify.SLA_BREACHED.subject': 'Prazo de primeira resposta vencido em {reference}',
    'notify.SLA_BREACHED.body': 'O processo {reference} passou do prazo da primeira resposta da equipe.',
    'notify.DEBT_NOTE_DUE.subject': 'Nota de débito de {reference} vence em {dueDate}',
    'notify.DEBT_NOTE_DUE.body':
      'A nota de débito da recuperação do processo {reference} vence em {dueDate}.',
    'notify.TIME_BAR_ALERT.subject': 'Prescrição de {reference} em {timeBarDate} ({daysLeft} dias)',
    'notify.TIME_BAR_ALERT.body': 'O processo {reference} prescreve em {timeBarDate}.',
  },
  en: {
    'notify.PROTEST_REIMBURSEMENT_SUGGESTED.subject':
      'Inspection of {reference} concluded: damage confirmed — request the reimbursement',
    'notify.PROTEST_REIMBURSEMENT_SUGGESTED.body':
      'The inspection of protest letter {reference} confirmed the damage (positive result). A reimbursement request pre-filled with the letter’s data awaits you in the portal.',
    'notify.PROTEST_REIMBURSEMENT_BY_EMAIL.subject':
      'Inspection of {reference} concluded: damage confirmed — send the reimbursement request by e-mail',
    'notify.PROTEST_REIMBURSEMENT_BY_EMAIL.body':
      'The inspection of protest letter {reference} confirmed the damage (positive result). As the shipment is long course, the reimbursement request is not filed in the portal: send it by e-mail to {email} with a copy of the bill of lading, the commercial invoice, the packing list, the loss statement or destruction certificate, the damage report and photos.',
    'notify.messageLine': 'Message: "{message}"',
    'notify.documentsAsDescribed': 'the documents described in the message',
    'notify.RESPONSIBILITY_TRANSFERRED.subject': 'Case {reference} transferred to your team ({team})',
    'notify.RESPONSIBILITY_TRANSFERRED.body':
      'Reimbursement request {reference} was transferred to team {team} and awaits your analysis.',
    'notify.DOCUMENTS_REQUESTED_CUSTOMER.subject':
      'Documents requested for {reference}: {documents} — send them by {deadline}',
    'notify.DOCUMENTS_REQUESTED_CUSTOMER.body':
      'The claims team asked for these documents for case {reference}: {documents}. Send them through the portal by {deadline}; without them the case will be closed.',
    'notify.DOCUMENTS_REMINDER.subject': 'Reminder: send {documents} for {reference} by {deadline}',
    'notify.DOCUMENTS_REMINDER.body':
      'We are still waiting for these documents for case {reference}: {documents}. Without them the case closes on {deadline}.',
    'notify.DOCUMENTS_REMINDER_INTERNAL.subject': 'Documents still missing for {reference}: {documents}',
    'notify.DOCUMENTS_REMINDER_INTERNAL.body':
      'The documents asked of the internal area for case {reference} have not arrived: {documents}.',
    'notify.DOCUMENTS_PROVIDED.subject': 'Documents sent for {reference}: back to analysis',
    'notify.DOCUMENTS_PROVIDED.body':
      'The documents requested for case {reference} were sent. The case is back with your team for analysis.',
    'notify.SETTLEMENT_DOCUMENTS_REQUESTED.subject': 'Send by {deadline} for {reference}: {documents}',
    'notify.SETTLEMENT_DOCUMENTS_REQUESTED.body':
      'To schedule the payment of case {reference}, send through the portal by {deadline}: {documents}.',
    'notify.SETTLEMENT_DOCUMENTS_REMINDER.subject': 'Reminder: still missing for {reference}: {documents}',
    'notify.SETTLEMENT_DOCUMENTS_REMINDER.body':
      'The payment of case {reference} waits, by {deadline}, for: {documents}.',
    'notify.SETTLEMENT_DOCUMENTS_PROVIDED.subject':
      'R&R and power of attorney received for {reference}: schedule the payment',
    'notify.SETTLEMENT_DOCUMENTS_PROVIDED.body':
      'The customer sent the receipt and release (R&R) and the power of attorney for case {reference}. Schedule the payment.',
    'notify.ACCOUNTS_SETTLED.subject': 'Accounts settled for {reference}',
    'notify.ACCOUNTS_SETTLED.body': 'The amount of case {reference} was settled by netting against invoices.',
    'notify.AGREEMENT_PROPOSAL.subject':
      'Agreement proposal of {value} for {reference}: accept or counter it by {deadline}',
    'notify.AGREEMENT_PROPOSAL.body':
      'There is an agreement proposal of {value} for case {reference}. Accept it or send a counteroffer through the portal by {deadline}.',
    'notify.PROPOSAL_AWAITING_APPROVAL.subject': 'Proposal of {value} for {reference} awaits your approval',
    'notify.PROPOSAL_AWAITING_APPROVAL.body':
      'An agreement proposal of {value} for case {reference} is above its author’s authority limit. Approve it in the console so that the customer receives it.',
    'notify.PROPOSAL_APPROVED.subject': 'Proposal of {value} approved for {reference}: sent to the customer',
    'notify.PROPOSAL_APPROVED.body':
      'A master approved the proposal of {value} for case {reference}; the customer can now answer it.',
    'notify.PROPOSAL_ACCEPTED.subject': 'The customer accepted the proposal of {value} for {reference}',
    'notify.PROPOSAL_ACCEPTED.body':
      'The customer accepted the proposal of {value} for case {reference}. The case now waits for: {documents}.',
    'notify.COUNTEROFFER_MADE.subject':
      'Counteroffer of {value} for {reference}: accept, decline or answer with a new proposal',
    'notify.COUNTEROFFER_MADE.body':
      'The customer answered the proposal for case {reference} with a counteroffer of {value}.',
    'notify.COUNTEROFFER_ACCEPTED.subject':
      'The counteroffer of {value} was accepted for {reference}: send by {deadline}: {documents}',
    'notify.COUNTEROFFER_ACCEPTED.body':
      'The claims team accepted the counteroffer of {value} for case {reference}. To receive the payment, send through the portal by {deadline}: {documents}.',
    'notify.COUNTEROFFER_AWAITING_APPROVAL.subject':
      'Accepting the counteroffer of {value} for {reference} awaits your approval',
    'notify.COUNTEROFFER_AWAITING_APPROVAL.body':
      'Accepting the counteroffer of {value} for case {reference} is above the authority limit of who accepted it. Approve it in the console.',
    'notify.COUNTEROFFER_DECLINED.subject': 'Your counteroffer for {reference} was declined',
    'notify.COUNTEROFFER_DECLINED.body':
      'The claims team declined your counteroffer for case {reference}. The case remains under analysis.',
    'notify.PAYMENT_SCHEDULED.subject': 'Payment of {value} for {reference} scheduled for {expectedDate}',
    'notify.PAYMENT_SCHEDULED.body':
      'The payment of {value} for case {reference} is scheduled for {expectedDate}.',
    'notify.PAYMENT_MADE.subject': 'Payment made for {reference}: {value} on {paidOn}',
    'notify.PAYMENT_MADE.body':
      'The payment of case {reference} was made: {value} on {paidOn}. You can see it in the portal.',
    'notify.PAYMENT_MADE.bodyWithReceipt':
      'The payment of case {reference} was made: {value} on {paidOn}. The payment receipt is in the portal.',
    'notify.PAYMENT_OVERDUE.subject': 'Payment of {reference} overdue: expected on {expectedDate}',
    'notify.PAYMENT_OVERDUE.body':
      'The payment of case {reference} was expected on {expectedDate} and has not been recorded. Check with finance.',
    'notify.PAYMENT_NOT_MADE_RR_NOT_SENT.subject': 'Payment not made for {reference}: R&R not sent',
    'notify.PAYMENT_NOT_MADE_RR_NOT_SENT.body':
      'The time to send the receipt and release (R&R) and the power of attorney for case {reference} ended without them.',
    'notify.REQUEST_CLOSED.subject': 'Case {reference} closed',
    'notify.REQUEST_CLOSED.body': 'Case {reference} was closed.',
    'notify.REQUEST_REOPENED.subject': 'Case {reference} reopened: back to analysis',
    'notify.REQUEST_REOPENED.body': 'Case {reference} was reopened and is under analysis again.',
    'notify.SLA_BREACHED.subject': 'First-answer deadline missed for {reference}',
    'notify.SLA_BREACHED.body': 'Case {reference} passed the team’s first-answer deadline.',
    'notify.DEBT_NOTE_DUE.subject': 'Debt note of {reference} due on {dueDate}',
    'notify.DEBT_NOTE_DUE.body': 'The recovery debt note of case {reference} is due on {dueDate}.',
    'notify.TIME_BAR_ALERT.subject': '{reference} is time-barred on {timeBarDate} ({daysLeft} days)',
    'notify.TIME_BAR_ALERT.body': 'Case {reference} is time-barred on {timeBarDate}.',
  },
  es: {
    'notify.PROTEST_REIMBURSEMENT_SUGGESTED.subject':
      'Inspección de {reference} concluida: avería confirmada — solicite el resarcimiento',
    'notify.PROTEST_REIMBURSEMENT_SUGGESTED.body':
      'La inspección de la carta de protesta {reference} confirmó la avería (resultado positivo). Una solicitud de resarcimiento pre-llenada con los datos de la carta lo espera en el portal.',
    'notify.PROTEST_REIMBURSEMENT_BY_EMAIL.subject':
      'Inspección de {reference} concluida: avería confirmada — envíe la solicitud de resarcimiento por correo',
    'notify.PROTEST_REIMBURSEMENT_BY_EMAIL.body':
      'La inspección de la carta de protesta {reference} confirmó la avería (resultado positivo). Como el embarque es de ultramar, la solicitud de resarcimiento no se registra en el portal: envíela por correo electrónico a {email} con copia del conocimiento de embarque, la factura comercial, la lista de empaque, la declaración de pérdida o el certificado de destrucción, el informe de avería y fotos.',
    'notify.messageLine': 'Mensaje: "{message}"',
    'notify.documentsAsDescribed': 'los documentos descritos en el mensaje',
    'notify.RESPONSIBILITY_TRANSFERRED.subject': 'Proceso {reference} transferido a su equipo ({team})',
    'notify.RESPONSIBILITY_TRANSFERRED.body':
      'La solicitud de resarcimiento {reference} fue transferida al equipo {team} y espera su análisis.',
    'notify.DOCUMENTS_REQUESTED_CUSTOMER.subject':
      'Documentos solicitados en {reference}: {documents} — envíelos hasta el {deadline}',
    'notify.DOCUMENTS_REQUESTED_CUSTOMER.body':
      'El equipo de siniestros solicitó para el proceso {reference}: {documents}. Envíelos por el portal hasta el {deadline}; sin ellos el proceso se cerrará.',
    'notify.DOCUMENTS_REMINDER.subject':
      'Recordatorio: envíe {documents} para {reference} hasta el {deadline}',
    'notify.DOCUMENTS_REMINDER.body':
      'Todavía esperamos para el proceso {reference}: {documents}. Sin ellos el proceso se cerrará el {deadline}.',
    'notify.DOCUMENTS_REMINDER_INTERNAL.subject': 'Documentos todavía pendientes en {reference}: {documents}',
    'notify.DOCUMENTS_REMINDER_INTERNAL.body':
      'Los documentos solicitados al área interna para el proceso {reference} todavía no llegaron: {documents}.',
    'notify.DOCUMENTS_PROVIDED.subject': 'Documentos enviados en {reference}: el proceso vuelve a análisis',
    'notify.DOCUMENTS_PROVIDED.body':
      'Los documentos solicitados para el proceso {reference} fueron enviados. El proceso volvió al análisis de su equipo.',
    'notify.SETTLEMENT_DOCUMENTS_REQUESTED.subject':
      'Envíe hasta el {deadline} para {reference}: {documents}',
    'notify.SETTLEMENT_DOCUMENTS_REQUESTED.body':
      'Para programar el pago del proceso {reference}, envíe por el portal hasta el {deadline}: {documents}.',
    'notify.SETTLEMENT_DOCUMENTS_REMINDER.subject': 'Recordatorio: aún falta en {reference}: {documents}',
    'notify.SETTLEMENT_DOCUMENTS_REMINDER.body':
      'El pago del proceso {reference} espera, hasta el {deadline}: {documents}.',
    'notify.SETTLEMENT_DOCUMENTS_PROVIDED.subject': 'R&R y poder recibidos en {reference}: programe el pago',
    'notify.SETTLEMENT_DOCUMENTS_PROVIDED.body':
      'El cliente envió el recibo y finiquito (R&R) y el poder del proceso {reference}. Programe el pago.',
    'notify.ACCOUNTS_SETTLED.subject': 'Compensación de cuentas realizada en {reference}',
    'notify.ACCOUNTS_SETTLED.body': 'El importe del proceso {reference} fue compensado con facturas.',
    'notify.AGREEMENT_PROPOSAL.subject':
      'Propuesta de acuerdo de {value} en {reference}: acéptela o haga una contraoferta hasta el {deadline}',
    'notify.AGREEMENT_PROPOSAL.body':
      'Hay una propuesta de acuerdo de {value} para el proceso {reference}. Acéptela o envíe una contraoferta por el portal hasta el {deadline}.',
    'notify.PROPOSAL_AWAITING_APPROVAL.subject': 'Propuesta de {value} en {reference} espera su aprobación',
    'notify.PROPOSAL_AWAITING_APPROVAL.body':
      'Una propuesta de acuerdo de {value} en el proceso {reference} supera el límite de autorización de quien la hizo. Apruébela en la consola para que el cliente la reciba.',
    'notify.PROPOSAL_APPROVED.subject': 'Propuesta de {value} aprobada en {reference}: enviada al cliente',
    'notify.PROPOSAL_APPROVED.body':
      'Un máster aprobó la propuesta de {value} del proceso {reference}; el cliente ya puede responderla.',
    'notify.PROPOSAL_ACCEPTED.subject': 'El cliente aceptó la propuesta de {value} en {reference}',
    'notify.PROPOSAL_ACCEPTED.body':
      'El cliente aceptó la propuesta de {value} del proceso {reference}. El proceso espera: {documents}.',
    'notify.COUNTEROFFER_MADE.subject':
      'Contraoferta de {value} en {reference}: acéptela, recházela o responda con una propuesta',
    'notify.COUNTEROFFER_MADE.body':
      'El cliente respondió a la propuesta del proceso {reference} con una contraoferta de {value}.',
    'notify.COUNTEROFFER_ACCEPTED.subject':
      'La contraoferta de {value} fue aceptada en {reference}: envíe hasta el {deadline}: {documents}',
    'notify.COUNTEROFFER_ACCEPTED.body':
      'El equipo de siniestros aceptó la contraoferta de {value} en el proceso {reference}. Para recibir el pago, envíe por el portal hasta el {deadline}: {documents}.',
    'notify.COUNTEROFFER_AWAITING_APPROVAL.subject':
      'La aceptación de la contraoferta de {value} en {reference} espera su aprobación',
    'notify.COUNTEROFFER_AWAITING_APPROVAL.body':
      'La aceptación de la contraoferta de {value} en el proceso {reference} supera el límite de autorización de quien la aceptó. Apruébela en la consola.',
    'notify.COUNTEROFFER_DECLINED.subject': 'Su contraoferta en {reference} fue rechazada',
    'notify.COUNTEROFFER_DECLINED.body':
      'El equipo de siniestros rechazó su contraoferta en el proceso {reference}. El proceso sigue en análisis.',
    'notify.PAYMENT_SCHEDULED.subject': 'Pago de {value} en {reference} programado para el {expectedDate}',
    'notify.PAYMENT_SCHEDULED.body':
      'El pago de {value} del proceso {reference} fue programado para el {expectedDate}.',
    'notify.PAYMENT_MADE.subject': 'Pago realizado en {reference}: {value} el {paidOn}',
    'notify.PAYMENT_MADE.body':
      'El pago del proceso {reference} fue realizado: {value} el {paidOn}. Puede verlo en el portal.',
    'notify.PAYMENT_MADE.bodyWithReceipt':
      'El pago del proceso {reference} fue realizado: {value} el {paidOn}. El comprobante de pago está en el portal.',
    'notify.PAYMENT_OVERDUE.subject': 'Pago de {reference} atrasado: previsto para el {expectedDate}',
    'notify.PAYMENT_OVERDUE.body':
      'El pago del proceso {reference} estaba previsto para el {expectedDate} y todavía no fue registrado. Verifique con finanzas.',
    'notify.PAYMENT_NOT_MADE_RR_NOT_SENT.subject': 'Pago no realizado en {reference}: R&R no enviado',
    'notify.PAYMENT_NOT_MADE_RR_NOT_SENT.body':
      'El plazo para enviar el recibo y finiquito (R&R) y el poder del proceso {reference} terminó sin recibirlos.',
    'notify.REQUEST_CLOSED.subject': 'Proceso {reference} cerrado',
    'notify.REQUEST_CLOSED.body': 'El proceso {reference} fue cerrado.',
    'notify.REQUEST_REOPENED.subject': 'Proceso {reference} reabierto: vuelve a análisis',
    'notify.REQUEST_REOPENED.body': 'El proceso {reference} fue reabierto y está nuevamente en análisis.',
    'notify.SLA_BREACHED.subject': 'Plazo de primera respuesta vencido en {reference}',
    'notify.SLA_BREACHED.body': 'El proceso {reference} superó el plazo de primera respuesta del equipo.',
    'notify.DEBT_NOTE_DUE.subject': 'Nota de débito de {reference} vence el {dueDate}',
    'notify.DEBT_NOTE_DUE.body': 'La nota de débito del recobro del proceso {reference} vence el {dueDate}.',
    'notify.TIME_BAR_ALERT.subject': '{reference} prescribe el {timeBarDate} ({daysLeft} días)',
    'notify.TIME_BAR_ALERT.body': 'El proceso {reference} prescribe el {timeBarDate}.',
  },
});
