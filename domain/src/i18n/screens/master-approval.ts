import { screenMessages } from './define';

/**
 * A master's answer to a proposal (or to accepting a counteroffer) held above its author's
 * authority limit: the console's reject command, what the analysts are told, and how the
 * customer reads a step a master let through (done by the claims team, never by the master).
 */
export const masterApprovalMessages = screenMessages({
  'pt-BR': {
    'conversation.log.claimsTeam': 'Equipe de sinistros',
    'console.reimbursements.counterofferAcceptanceAwaitingApproval':
      'Aceite de contraproposta aguardando aprovação do master',
    'console.actions.approveCounterofferAcceptance.label': 'Aprovar aceite da contraproposta',
    'console.actions.approveCounterofferAcceptance.confirm':
      'O aceite da contraproposta do cliente, acima da alçada de quem aceitou, vale como valor acordado: o cliente será informado de que sua contraproposta foi aceita.',
    'console.actions.approveCounterofferAcceptance.success': 'Aceite aprovado; o cliente foi informado',
    'console.actions.rejectCounterofferAcceptance.label': 'Rejeitar aceite da contraproposta',
    'console.actions.rejectCounterofferAcceptance.confirm':
      'O cliente não verá nada. Diga ao analista por que não aprova: a contraproposta volta a aguardar resposta.',
    'console.actions.rejectCounterofferAcceptance.success': 'Aceite rejeitado; o analista foi avisado',
    'console.actions.rejectProposal.label': 'Rejeitar proposta',
    'console.actions.rejectProposal.confirm':
      'O cliente não verá nada. Diga ao analista por que não aprova: o processo volta para ele, que pode fazer nova proposta.',
    'console.actions.rejectProposal.success': 'Proposta rejeitada; o analista foi avisado',
    'notify.PROPOSAL_REJECTED.subject': 'Proposta de {value} em {reference} não aprovada: proponha novamente',
    'notify.PROPOSAL_REJECTED.body':
      'Um master não aprovou a proposta de {value} do processo {reference}; o cliente não a recebeu. O processo segue em análise: faça uma nova proposta ou registre a análise.',
    'notify.COUNTEROFFER_ACCEPTANCE_APPROVED.subject':
      'Aceite da contraproposta de {value} aprovado em {reference}: valor acordado',
    'notify.COUNTEROFFER_ACCEPTANCE_APPROVED.body':
      'Um master aprovou o aceite da contraproposta de {value} do cliente no processo {reference}. Esse é o valor acordado; o cliente foi chamado a enviar o que falta: {documents}.',
    'notify.COUNTEROFFER_ACCEPTANCE_REJECTED.subject':
      'Aceite da contraproposta de {value} em {reference} não aprovado',
    'notify.COUNTEROFFER_ACCEPTANCE_REJECTED.body':
      'Um master não aprovou aceitar a contraproposta de {value} do processo {reference}. A contraproposta continua aguardando resposta: recuse-a ou responda com uma nova proposta.',
  },
  en: {
    'conversation.log.claimsTeam': 'Claims team',
    'console.reimbursements.counterofferAcceptanceAwaitingApproval':
      'Counteroffer acceptance awaiting a master’s approval',
    'console.actions.approveCounterofferAcceptance.label': 'Approve accepting the counteroffer',
    'console.actions.approveCounterofferAcceptance.confirm':
      'Accepting the customer’s counteroffer, above the authority limit of whoever accepted it, makes it the agreed value: the customer will be told their counteroffer was accepted.',
    'console.actions.approveCounterofferAcceptance.success': 'Acceptance approved; the customer was told',
    'console.actions.rejectCounterofferAcceptance.label': 'Reject accepting the counteroffer',
    'console.actions.rejectCounterofferAcceptance.confirm':
      'The customer sees nothing. Tell the analyst why you do not approve: the counteroffer awaits an answer again.',
    'console.actions.rejectCounterofferAcceptance.success': 'Acceptance rejected; the analyst was told',
    'console.actions.rejectProposal.label': 'Reject proposal',
    'console.actions.rejectProposal.confirm':
      'The customer sees nothing. Tell the analyst why you do not approve: the case goes back to them to propose again.',
    'console.actions.rejectProposal.success': 'Proposal rejected; the analyst was told',
    'notify.PROPOSAL_REJECTED.subject': 'Proposal of {value} for {reference} not approved: propose again',
    'notify.PROPOSAL_REJECTED.body':
      'A master did not approve the proposal of {value} for case {reference}; the customer never received it. The case is still under analysis: make a new proposal or record the analysis.',
    'notify.COUNTEROFFER_ACCEPTANCE_APPROVED.subject':
      'Accepting the counteroffer of {value} approved for {reference}: value agreed',
    'notify.COUNTEROFFER_ACCEPTANCE_APPROVED.body':
      'A master approved accepting the customer’s counteroffer of {value} for case {reference}. That is the agreed value; the customer was asked for what is still missing: {documents}.',
    'notify.COUNTEROFFER_ACCEPTANCE_REJECTED.subject':
      'Accepting the counteroffer of {value} for {reference} not approved',
    'notify.COUNTEROFFER_ACCEPTANCE_REJECTED.body':
      'A master did not approve accepting the counteroffer of {value} for case {reference}. The counteroffer still awaits an answer: decline it or answer with a new proposal.',
  },
  es: {
    'conversation.log.claimsTeam': 'Equipo de siniestros',
    'console.reimbursements.counterofferAcceptanceAwaitingApproval':
      'Aceptación de contraoferta esperando aprobación del máster',
    'console.actions.approveCounterofferAcceptance.label': 'Aprobar aceptación de la contraoferta',
    'console.actions.approveCounterofferAcceptance.confirm':
      'Al aceptar la contraoferta del cliente, que supera el límite de autorización de quien la aceptó, ese valor pasa a ser el acordado: se informará al cliente de que su contraoferta fue aceptada.',
    'console.actions.approveCounterofferAcceptance.success': 'Aceptación aprobada; se informó al cliente',
    'console.actions.rejectCounterofferAcceptance.label': 'Rechazar aceptación de la contraoferta',
    'console.actions.rejectCounterofferAcceptance.confirm':
      'El cliente no verá nada. Diga al analista por qué no la aprueba: la contraoferta vuelve a esperar respuesta.',
    'console.actions.rejectCounterofferAcceptance.success': 'Aceptación rechazada; se avisó al analista',
    'console.actions.rejectProposal.label': 'Rechazar propuesta',
    'console.actions.rejectProposal.confirm':
      'El cliente no verá nada. Diga al analista por qué no la aprueba: el proceso vuelve a él para proponer de nuevo.',
    'console.actions.rejectProposal.success': 'Propuesta rechazada; se avisó al analista',
    'notify.PROPOSAL_REJECTED.subject': 'Propuesta de {value} en {reference} no aprobada: proponga de nuevo',
    'notify.PROPOSAL_REJECTED.body':
      'Un máster no aprobó la propuesta de {value} del proceso {reference}; el cliente no la recibió. El proceso sigue en análisis: haga una nueva propuesta o registre el análisis.',
    'notify.COUNTEROFFER_ACCEPTANCE_APPROVED.subject':
      'Aceptación de la contraoferta de {value} aprobada en {reference}: valor acordado',
    'notify.COUNTEROFFER_ACCEPTANCE_APPROVED.body':
      'Un máster aprobó aceptar la contraoferta de {value} del cliente en el proceso {reference}. Ese es el valor acordado; se pidió al cliente lo que falta: {documents}.',
    'notify.COUNTEROFFER_ACCEPTANCE_REJECTED.subject':
      'Aceptación de la contraoferta de {value} en {reference} no aprobada',
    'notify.COUNTEROFFER_ACCEPTANCE_REJECTED.body':
      'Un máster no aprobó aceptar la contraoferta de {value} del proceso {reference}. La contraoferta sigue esperando respuesta: recházela o responda con una nueva propuesta.',
  },
});
