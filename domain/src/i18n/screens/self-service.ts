import { screenMessages } from './define';

/**
 * The portal's self-service administration (SPEC §2 and §6): a client master's operators, a
 * customs broker master's operators and the clients it represents. Keys start with 'portal.admin.'.
 */
export const selfServiceMessages = screenMessages({
  'pt-BR': {
    'portal.profilePage.language': 'Idioma da interface e dos e-mails',
    'portal.profilePage.password': 'Senha',
    'portal.profilePage.passwordHint': 'Enviaremos para {email} um link para criar uma nova senha.',
    'portal.profilePage.sendReset': 'Enviar link para trocar a senha',
    'portal.profilePage.resetSent': 'Link enviado. Confira seu e-mail.',
    'portal.privacy.title': 'Política de privacidade',
    'portal.privacy.data':
      'Tratamos os dados pessoais informados nos processos (nomes, contatos, dados bancários e documentos) apenas para analisar e pagar os sinistros de carga, conforme a LGPD (Lei 13.709/2018) e as leis de proteção de dados da Argentina, do Paraguai e do Uruguai.',
    'portal.privacy.access':
      'Cada empresa vê somente os seus processos. A equipe de sinistros acessa os dados necessários para a análise, e cada alteração administrativa fica registrada na auditoria.',
    'portal.privacy.keep':
      'Os documentos são guardados enquanto o processo puder ser reclamado (prescrição) e pelos prazos legais seguintes.',
    'portal.privacy.rights':
      'Você pode pedir acesso, correção ou exclusão dos seus dados pelo canal de atendimento da sua empresa ou pela equipe de sinistros.',
    'portal.admin.actions': 'Ações',
    'portal.admin.edit': 'Editar',
    'portal.admin.save': 'Salvar',
    'portal.admin.cancel': 'Cancelar',
    'portal.admin.register': 'Cadastrar',
    'portal.admin.loadFailed': 'Não foi possível carregar o registro.',
    'portal.admin.users.invite': 'Convidar operador',
    'portal.admin.users.editTitle': 'Editar usuário',
    'portal.admin.users.inviteIntro':
      'Os operadores que você convida entram em {company} e recebem um e-mail com o link para criar a senha',
    'portal.admin.users.invited': 'Convite enviado para {email}.',
    'portal.admin.users.status': 'Situação',
    'portal.admin.users.active': 'Ativo',
    'portal.admin.users.inactive': 'Desativado',
    'portal.admin.users.pending': 'Convite pendente',
    'portal.admin.users.emailLanguage': 'Idioma dos e-mails',
    'portal.admin.users.deactivate': 'Desativar',
    'portal.admin.users.reactivate': 'Reativar',
    'portal.admin.users.deactivateQuestion': 'Desativar {name}? A pessoa não poderá mais entrar no portal.',
    'portal.admin.users.deactivated': 'Usuário desativado.',
    'portal.admin.users.reactivated': 'Usuário reativado.',
    'portal.admin.users.self': 'Este é o seu usuário: altere seus dados em Meu perfil.',
    'portal.admin.users.emailInvited':
      'Usuário atualizado. Enviamos um convite para o novo e-mail, {email}; o link enviado antes deixou de valer.',
    'portal.admin.users.emailToConfirm':
      'Usuário atualizado. O novo e-mail, {email}, precisa ser confirmado: enviamos um link para ele. Até a confirmação, a conta continua com {current}.',
    'portal.admin.users.resend': 'Reenviar convite',
    'portal.admin.users.viewTitle': 'Usuário',
    'portal.admin.users.notFound': 'Usuário não encontrado: ele não existe ou não pertence à sua empresa.',
    'portal.admin.users.resent': 'Convite reenviado para {email}. O link enviado antes deixou de valer.',
    'portal.admin.clients.register': 'Cadastrar cliente',
    'portal.admin.clients.editTitle': 'Editar cliente',
    'portal.admin.clients.notFound':
      'Cliente não encontrado: ele não existe ou não é um dos clientes que você representa.',
    'portal.admin.clients.intro': 'O cliente cadastrado passa a ser representado por {broker}.',
    'portal.admin.clients.saved': 'Cliente atualizado com sucesso',
    'portal.admin.clients.contact': 'Contato',
    'portal.admin.clients.country': 'País',
    'portal.admin.clients.taxId': 'Documento fiscal',
    'portal.admin.clients.taxIdHint': 'CNPJ (Brasil), CUIT (Argentina), RUC (Paraguai) ou RUT (Uruguai)',
  },
  en: {
    'portal.profilePage.language': 'Language of the screens and e-mails',
    'portal.profilePage.password': 'Password',
    'portal.profilePage.passwordHint': 'We will send {email} a link to create a new password.',
    'portal.profilePage.sendReset': 'Send a link to change the password',
    'portal.profilePage.resetSent': 'Link sent. Please check your e-mail.',
    'portal.privacy.title': 'Privacy policy',
    'portal.privacy.data':
      'We process the personal data given in claims (names, contacts, bank details and documents) only to analyse and pay cargo claims, under Brazil’s LGPD (Law 13,709/2018) and the data protection laws of Argentina, Paraguay and Uruguay.',
    'portal.privacy.access':
      'Each company sees only its own claims. The claims team reaches the data the analysis needs, and every administrative change is recorded in the audit log.',
    'portal.privacy.keep':
      'Documents are kept while the claim can be made (the time bar) and for the legal periods after it.',
    'portal.privacy.rights':
      'You may ask to access, correct or delete your data through your company’s contact or the claims team.',
    'portal.admin.actions': 'Actions',
    'portal.admin.edit': 'Edit',
    'portal.admin.save': 'Save',
    'portal.admin.cancel': 'Cancel',
    'portal.admin.register': 'Register',
    'portal.admin.loadFailed': 'The record could not be loaded.',
    'portal.admin.users.invite': 'Invite operator',
    'portal.admin.users.editTitle': 'Edit user',
    'portal.admin.users.inviteIntro':
      'The operators you invite join {company} and receive an e-mail with a link to create their password',
    'portal.admin.users.invited': 'Invitation sent to {email}.',
    'portal.admin.users.status': 'Status',
    'portal.admin.users.active': 'Active',
    'portal.admin.users.inactive': 'Deactivated',
    'portal.admin.users.pending': 'Invitation pending',
    'portal.admin.users.emailLanguage': 'Language of e-mails',
    'portal.admin.users.deactivate': 'Deactivate',
    'portal.admin.users.reactivate': 'Reactivate',
    'portal.admin.users.deactivateQuestion': 'Deactivate {name}? They will no longer be able to sign in.',
    'portal.admin.users.deactivated': 'User deactivated.',
    'portal.admin.users.reactivated': 'User reactivated.',
    'portal.admin.users.self': 'This is your own user: change your details in My profile.',
    'portal.admin.users.emailInvited':
      'User updated. We sent an invitation to the new e-mail, {email}; the link sent before no longer works.',
    'portal.admin.users.emailToConfirm':
      'User updated. The new e-mail, {email}, must be confirmed: we sent a link to it. Until then the account keeps {current}.',
    'portal.admin.users.resend': 'Resend invitation',
    'portal.admin.users.viewTitle': 'User',
    'portal.admin.users.notFound': 'User not found: it does not exist or does not belong to your company.',
    'portal.admin.users.resent': 'Invitation resent to {email}. The link sent before no longer works.',
    'portal.admin.clients.register': 'Register client',
    'portal.admin.clients.editTitle': 'Edit client',
    'portal.admin.clients.notFound':
      'Client not found: it does not exist or is not one of the clients you represent.',
    'portal.admin.clients.intro': 'The client you register is represented by {broker}.',
    'portal.admin.clients.saved': 'Client updated successfully',
    'portal.admin.clients.contact': 'Contact',
    'portal.admin.clients.country': 'Country',
    'portal.admin.clients.taxId': 'Tax id',
    'portal.admin.clients.taxIdHint': 'CNPJ (Brazil), CUIT (Argentina), RUC (Paraguay) or RUT (Uruguay)',
  },
  es: {
    'portal.profilePage.language': 'Idioma de las pantallas y los correos',
    'portal.profilePage.password': 'Contraseña',
    'portal.profilePage.passwordHint': 'Enviaremos a {email} un enlace para crear una nueva contraseña.',
    'portal.profilePage.sendReset': 'Enviar enlace para cambiar la contraseña',
    'portal.profilePage.resetSent': 'Enlace enviado. Revise su correo.',
    'portal.privacy.title': 'Política de privacidad',
    'portal.privacy.data':
      'Tratamos los datos personales informados en los procesos (nombres, contactos, datos bancarios y documentos) solo para analizar y pagar los siniestros de carga, conforme a la LGPD de Brasil (Ley 13.709/2018) y las leyes de protección de datos de Argentina, Paraguay y Uruguay.',
    'portal.privacy.access':
      'Cada empresa ve solo sus procesos. El equipo de siniestros accede a los datos que el análisis necesita, y cada cambio administrativo queda registrado en la auditoría.',
    'portal.privacy.keep':
      'Los documentos se conservan mientras el reclamo sea posible (prescripción) y por los plazos legales siguientes.',
    'portal.privacy.rights':
      'Puede pedir acceso, corrección o eliminación de sus datos por el canal de atención de su empresa o al equipo de siniestros.',
    'portal.admin.actions': 'Acciones',
    'portal.admin.edit': 'Editar',
    'portal.admin.save': 'Guardar',
    'portal.admin.cancel': 'Cancelar',
    'portal.admin.register': 'Registrar',
    'portal.admin.loadFailed': 'No se pudo cargar el registro.',
    'portal.admin.users.invite': 'Invitar operador',
    'portal.admin.users.editTitle': 'Editar usuario',
    'portal.admin.users.inviteIntro':
      'Los operadores que usted invita entran en {company} y reciben un correo con el enlace para crear su contraseña',
    'portal.admin.users.invited': 'Invitación enviada a {email}.',
    'portal.admin.users.status': 'Situación',
    'portal.admin.users.active': 'Activo',
    'portal.admin.users.inactive': 'Desactivado',
    'portal.admin.users.pending': 'Invitación pendiente',
    'portal.admin.users.emailLanguage': 'Idioma de los correos',
    'portal.admin.users.deactivate': 'Desactivar',
    'portal.admin.users.reactivate': 'Reactivar',
    'portal.admin.users.deactivateQuestion': '¿Desactivar a {name}? No podrá volver a ingresar al portal.',
    'portal.admin.users.deactivated': 'Usuario desactivado.',
    'portal.admin.users.reactivated': 'Usuario reactivado.',
    'portal.admin.users.self': 'Este es su propio usuario: cambie sus datos en Mi perfil.',
    'portal.admin.users.emailInvited':
      'Usuario actualizado. Enviamos una invitación al nuevo correo, {email}; el enlace enviado antes dejó de valer.',
    'portal.admin.users.emailToConfirm':
      'Usuario actualizado. El nuevo correo, {email}, debe confirmarse: le enviamos un enlace. Hasta la confirmación, la cuenta sigue con {current}.',
    'portal.admin.users.resend': 'Reenviar invitación',
    'portal.admin.users.viewTitle': 'Usuario',
    'portal.admin.users.notFound': 'Usuario no encontrado: no existe o no pertenece a su empresa.',
    'portal.admin.users.resent': 'Invitación reenviada a {email}. El enlace enviado antes dejó de valer.',
    'portal.admin.clients.register': 'Registrar cliente',
    'portal.admin.clients.editTitle': 'Editar cliente',
    'portal.admin.clients.notFound':
      'Cliente no encontrado: no existe o no es uno de los clientes que usted representa.',
    'portal.admin.clients.intro': 'El cliente que registre pasa a ser representado por {broker}.',
    'portal.admin.clients.saved': 'Cliente actualizado con éxito',
    'portal.admin.clients.contact': 'Contacto',
    'portal.admin.clients.country': 'País',
    'portal.admin.clients.taxId': 'Documento fiscal',
    'portal.admin.clients.taxIdHint': 'CNPJ (Brasil), CUIT (Argentina), RUC (Paraguay) o RUT (Uruguay)',
  },
});
