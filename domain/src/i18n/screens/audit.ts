import { screenMessages } from './define';

/**
 * The audit log in words (issue 16): what was done to which kind of record. Field names come
 * from the 'fields.*' catalogue, settings rows from the settings screen's labels
 * (../audit-fields); 'fields.*' here are for what only the audit log writes. The workflow
 * history's words are in ./workflow-history.
 */
export const auditMessages = screenMessages({
  'pt-BR': {
    'backOffice.auditLog.verbs.create': 'Cadastro',
    'backOffice.auditLog.verbs.update': 'Alteração',
    'backOffice.auditLog.verbs.delete': 'Remoção',
    'backOffice.auditLog.verbs.confirmEmail': 'Confirmação de e-mail',
    'backOffice.auditLog.verbs.cancelEmailChange': 'Troca de e-mail cancelada',
    'backOffice.auditLog.verbs.resendInvitation': 'Convite reenviado',
    'backOffice.auditLog.entities.users': 'Usuário',
    'backOffice.auditLog.entities.clients': 'Cliente',
    'backOffice.auditLog.entities.customs-brokers': 'Despachante',
    'backOffice.auditLog.entities.ports': 'Porto',
    'backOffice.auditLog.entities.vessels': 'Navio',
    'backOffice.auditLog.entities.sinister-causes': 'Causa de sinistro',
    'backOffice.auditLog.entities.document-types': 'Tipo de documento',
    'backOffice.auditLog.entities.settings': 'Configurações',
    'backOffice.auditLog.removedRecord': 'registro removido',
    'backOffice.auditLog.fields.emailChangeRequested': 'Novo e-mail pedido (aguarda confirmação)',
    'backOffice.auditLog.settings.carrierNotice': 'Aviso à transportadora',
  },
  en: {
    'backOffice.auditLog.verbs.create': 'Created',
    'backOffice.auditLog.verbs.update': 'Changed',
    'backOffice.auditLog.verbs.delete': 'Removed',
    'backOffice.auditLog.verbs.confirmEmail': 'E-mail change confirmed',
    'backOffice.auditLog.verbs.cancelEmailChange': 'E-mail change cancelled',
    'backOffice.auditLog.verbs.resendInvitation': 'Invitation resent',
    'backOffice.auditLog.entities.users': 'User',
    'backOffice.auditLog.entities.clients': 'Client',
    'backOffice.auditLog.entities.customs-brokers': 'Customs broker',
    'backOffice.auditLog.entities.ports': 'Port',
    'backOffice.auditLog.entities.vessels': 'Vessel',
    'backOffice.auditLog.entities.sinister-causes': 'Sinister cause',
    'backOffice.auditLog.entities.document-types': 'Document type',
    'backOffice.auditLog.entities.settings': 'Settings',
    'backOffice.auditLog.removedRecord': 'removed record',
    'backOffice.auditLog.fields.emailChangeRequested': 'New e-mail requested (awaiting confirmation)',
    'backOffice.auditLog.settings.carrierNotice': 'Carrier notice',
  },
  es: {
    'backOffice.auditLog.verbs.create': 'Alta',
    'backOffice.auditLog.verbs.update': 'Modificación',
    'backOffice.auditLog.verbs.delete': 'Baja',
    'backOffice.auditLog.verbs.confirmEmail': 'Confirmación de correo',
    'backOffice.auditLog.verbs.cancelEmailChange': 'Cambio de correo cancelado',
    'backOffice.auditLog.verbs.resendInvitation': 'Invitación reenviada',
    'backOffice.auditLog.entities.users': 'Usuario',
    'backOffice.auditLog.entities.clients': 'Cliente',
    'backOffice.auditLog.entities.customs-brokers': 'Despachante de aduana',
    'backOffice.auditLog.entities.ports': 'Puerto',
    'backOffice.auditLog.entities.vessels': 'Buque',
    'backOffice.auditLog.entities.sinister-causes': 'Causa de siniestro',
    'backOffice.auditLog.entities.document-types': 'Tipo de documento',
    'backOffice.auditLog.entities.settings': 'Configuración',
    'backOffice.auditLog.removedRecord': 'registro eliminado',
    'backOffice.auditLog.fields.emailChangeRequested': 'Nuevo correo solicitado (pendiente de confirmación)',
    'backOffice.auditLog.settings.carrierNotice': 'Aviso al transportista',
  },
});
