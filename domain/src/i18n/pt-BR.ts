import { requestFailedMessages } from './request-failed';

/**
 * The product's message catalogue in Brazilian Portuguese: the default language and the
 * fallback for every other. Keys are flat dotted strings so the same key works in the API, in
 * react-admin (polyglot flattens nested keys to the same form) and in the portal. Placeholders
 * are `{name}`; en.ts and es.ts must use the same ones (checked by the catalogue test).
 * Labels of codes (statuses, roles, document types...) are not here: they are generated from
 * the code tables in ../codes, which hold all three languages side by side.
 */
export const ptBR = {
  'errors.generic.title': 'Ocorreu um erro',
  ...requestFailedMessages['pt-BR'],
  'errors.unauthenticated': 'Sua sessão expirou. Entre novamente.',
  'errors.forbidden': 'Não autorizado',
  'errors.internal': 'Erro interno do servidor',
  'errors.notFound': 'Processo não encontrado',
  'errors.recordNotFound': 'Registro não encontrado',
  'errors.invalidCredentials': 'Usuário ou senha inválidos',
  'errors.duplicateEmail': 'E-mail já cadastrado.',
  'errors.submit.title': 'Houve um erro na requisição',
  'errors.protestCreation': 'Não foi possível finalizar a criação da carta protesto.',
  'errors.protestMandatoryFiles': 'Verifique se todos os campos obrigatórios foram preenchidos.',
  'errors.validation': 'Há campos inválidos. Verifique os dados e tente novamente.',
  'errors.invalidTransition': 'Esta ação não é permitida na situação atual do processo.',
  'errors.idempotencyConflict': 'Esta chave de idempotência já foi usada em uma requisição diferente.',
  'errors.requestInProgress': 'Esta requisição ainda está sendo processada. Aguarde e tente novamente.',
  'errors.draftAlreadyFiled': 'Este rascunho já foi enviado: agora é o processo {reference}',
  'errors.payloadTooLarge': 'O conteúdo enviado excede o tamanho máximo permitido.',
  'errors.invalidFileType': 'Tipo de arquivo incorreto!',
  'errors.invalidFileName':
    'O nome do arquivo "{name}" não pode ser usado: até {max} caracteres, sem barras nem caracteres de controle. Renomeie o arquivo e envie de novo.',
  'errors.emptyFile': 'O arquivo "{name}" está vazio (0 bytes). Confira o arquivo e envie de novo.',
  'errors.fileTooLarge':
    'O arquivo "{name}" excede o tamanho máximo de {maxSize} por arquivo. Escolha um arquivo menor.',
  'errors.fileContentMismatch':
    'O conteúdo do arquivo "{name}" não é um {extension} válido: ele pode estar corrompido ou ter sido renomeado.',
  'errors.tooManyRequests': 'Muitas requisições em pouco tempo. Aguarde um momento e tente novamente.',
  'errors.serviceUnavailable': 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  'errors.invalidJson': 'O corpo da requisição não é um JSON válido.',
  'errors.unknownSortField': 'Não é possível ordenar pelo campo {field}.',
  'errors.rangeTooLarge': 'O intervalo solicitado é grande demais: no máximo {max} registros por página.',
  'errors.unsupportedMediaType': 'Tipo de conteúdo não suportado: envie JSON (application/json).',
  'errors.invalidIdempotencyKey': 'A chave de idempotência (Idempotency-Key) está em formato inválido.',
  'errors.routeNotFound': 'Endereço não encontrado.',
  'errors.unknownAction': 'Ação desconhecida para este processo.',
  'errors.methodNotAllowed': 'Método não permitido neste endereço.',
  'errors.loadFailed': 'Não foi possível carregar os dados.',

  'confirm.delete': 'Tem certeza de que quer excluir?',
  'common.yes': 'Sim',
  'common.no': 'Não',
  'common.ok': 'Ok',
  'common.confirm': 'Confirmar',
  'common.search': 'Buscar...',
  'common.perPage': '{count} por página',
  'common.noData': 'Nenhum registro encontrado',

  'success.analysisSaved': 'Análise salva com sucesso',
  'success.dataSaved': 'Dados salvos com sucesso',
  'success.responsibilityTransferred': 'Responsabilidade transferida com sucesso',
  'success.commentSent': 'Mensagem enviada com sucesso',
  'success.documentRequestSent': 'Solicitação de documentos enviada com sucesso',
  'success.proposalAccepted': 'Proposta aceita com sucesso',
  'success.proposalSent': 'Proposta enviada com sucesso',
  'success.counterofferSent': 'Contraproposta enviada com sucesso',
  'success.letterOfProtestLinked': 'Carta protesto vinculada com sucesso',
  'success.damageCreated': 'Avaria cadastrada com sucesso',
  'success.damageUpdated': 'Avaria atualizada com sucesso',
  'success.faultCreated': 'Falta cadastrada com sucesso',
  'success.faultUpdated': 'Falta atualizada com sucesso',
  'success.extraCostCreated': 'Custo extra cadastrado com sucesso',
  'success.extraCostUpdated': 'Custo extra atualizado com sucesso',
  'success.bankDataUpdated': 'Dados bancários atualizados com sucesso',
  'success.generalStatusUpdated': 'Status geral atualizado com sucesso',
  'success.analysisStatusUpdated': 'Status da análise atualizado com sucesso',
  'success.processScheduled': 'Processo agendado com sucesso',
  'success.inspectionSaved': 'Vistoria salva com sucesso',
  'success.userRegistered': 'Usuário cadastrado com sucesso',
  'success.userUpdated': 'Usuário atualizado com sucesso',
  // A changed e-mail: the console's and the portal's user forms say what happens next.
  'success.userUpdatedEmailInvited':
    'Usuário atualizado. Enviamos um convite para o novo e-mail, {email}; o link enviado antes deixou de valer.',
  'success.userUpdatedEmailToConfirm':
    'Usuário atualizado. O novo e-mail, {email}, precisa ser confirmado: enviamos um link para ele. Até a confirmação, a conta continua com {current}.',
  'success.clientRegistered': 'Cliente cadastrado com sucesso',
  'success.portRegistered': 'Porto cadastrado com sucesso',
  'success.vesselRegistered': 'Navio cadastrado com sucesso',
  'success.vesselRemoved': 'Navio removido com sucesso',
  'success.removed': 'Removido com sucesso',

  'validation.required': 'O campo {name} é obrigatório',
  'validation.nulCharacter': 'O campo {name} contém um caractere inválido (NUL)',
  'validation.vesselCode': 'O código do navio tem de 2 a 10 letras ou algarismos, sem espaços (ex.: MSCGEN1)',
  'validation.portCodeCountry': 'O código do porto começa pelas letras do país: {country}',
  'validation.portCode':
    'O código do porto é um UN/LOCODE: 2 letras do país e 3 letras ou algarismos (ex.: BRSSZ)',
  'validation.invalidFormat': 'O campo {name} está em formato inválido',
  'validation.registrationNumber': 'O campo {name} aceita apenas números, pontos, barras e traços, ou ISENTO',
  'validation.unknownField': 'O campo {name} não é aceito aqui',
  'validation.tooLong': 'O campo {name} deve ter no máximo {max} caracteres',
  'validation.tooShort': 'O campo {name} deve ter no mínimo {min} caracteres',
  'validation.invalidOption': 'O valor informado em {name} não é uma opção válida',
  'validation.invalidDate': 'Data inválida',
  'validation.invalidEmail': 'E-mail inválido',
  'validation.invalidCnpj': 'CNPJ inválido',
  'validation.invalidCuit': 'CUIT inválido',
  'validation.invalidRuc': 'RUC inválido',
  'validation.invalidRut': 'RUT inválido',
  'validation.invalidTaxId': 'Documento fiscal inválido',
  'validation.unsupportedCountry': 'País não atendido: {country}',
  'validation.invalidContainerNumber': 'Número de contêiner inválido (ISO 6346): {number}',
  'validation.invalidCteKey': 'Chave de acesso do CT-e inválida',
  'validation.invalidCteNumber': 'Número do CT-e inválido',
  'validation.invalidBillOfLading':
    'Número do conhecimento de embarque inválido: 4 a 30 letras ou números, com hífens ou barras entre eles, como CAZ-SSZ-BUE-004512',
  'validation.invalidBlOrCte':
    'Informe o número do BL (4 a 30 letras ou números, com hífens ou barras, como CAZ-SSZ-BUE-004512), a chave de acesso do CT-e (44 dígitos) ou o número do CT-e',
  'validation.money.invalid':
    'Valor inválido: escreva um número com vírgula decimal, como 1250,50 ou 1.250,50',
  'validation.money.negative': 'O valor não pode ser negativo',
  'validation.money.notPositive': 'O valor precisa ser maior que zero',
  'validation.money.tooManyDecimals': 'Valores em {currency} aceitam no máximo {decimals} casas decimais',
  'validation.money.noDecimals': 'Valores em {currency} não têm casas decimais: escreva o valor inteiro',
  'validation.money.tooLarge': 'Valor acima do limite permitido',
  'validation.quotationRequired': 'Informe a cotação para valores em moeda diferente do Real (BRL)',
  'validation.invalidQuotation': 'Cotação inválida',
  'validation.atLeastOneItem': 'Informe ao menos uma avaria, falta ou custo extra',
  'validation.requiredFiles': 'Adicione todos os arquivos obrigatórios',

  'notices.carrierReimbursementByEmail':
    'Solicitações de ressarcimento de embarques realizados com {carrier} não devem ser registradas neste portal. ' +
    'Envie-as por e-mail para {email} com os seguintes documentos: cópia do conhecimento de embarque (BL), ' +
    'cópia da fatura comercial (commercial invoice), packing list, declaração de perda ou certificado de ' +
    'destruição, relatório de avaria e fotos.',
  'notices.longCourseReimbursementByEmail':
    'Solicitações de ressarcimento de embarques de longo curso também devem ser enviadas por e-mail para ' +
    '{email}, com os mesmos documentos.',
  // Authentication (login, invitations, password reset)
  'errors.invalidToken': 'Link inválido ou expirado. Solicite um novo.',
  'validation.passwordTooShort': 'A senha deve ter no mínimo {min} caracteres',
  'validation.passwordTooSimple':
    'Esta senha é fácil demais de adivinhar: use letras além de números, e mais do que uns poucos caracteres diferentes',
  // Reference data and people (lists, users, clients, customs brokers)
  'errors.invalidListQuery': 'O parâmetro {param} da listagem está em formato inválido.',
  'errors.unknownFilterField': 'Não é possível filtrar pelo campo {field}.',
  'errors.duplicateCode': 'Já existe um registro com o código {code}.',
  'errors.duplicateTaxId': 'Já existe um cadastro com este documento fiscal.',
  'errors.clientInUse': 'Este cliente possui usuários ou processos vinculados e não pode ser excluído.',
  'errors.customsBrokerInUse': 'Este despachante possui usuários vinculados e não pode ser excluído.',
  'errors.cannotDeleteSelf': 'Você não pode excluir o seu próprio usuário.',
  'errors.operatorsOnly':
    'Uma conta master convida e administra somente os operadores da sua própria empresa.',
  'errors.userNotManageable':
    'Você não pode editar este usuário: uma conta master administra somente os operadores da sua empresa.',
  'errors.ownAccount':
    'Você não pode editar este usuário: é a sua própria conta. Seus dados e sua senha ficam em Meu perfil.',
  'errors.ownAccountLocked': 'Ninguém altera o próprio perfil, empresa, situação ou limite de alçada.',
  'errors.staffAccountsMasterOnly':
    'Somente um master cadastra ou altera perfis da equipe interna, equipes e limites de alçada.',
  'errors.clientRepresentationStaffOnly':
    'Somente a equipe de sinistros decide quais despachantes representam um cliente.',
  'errors.clientRemovalStaffOnly': 'Somente a equipe de sinistros exclui clientes.',
  'errors.invitationNotPending':
    'Este usuário já criou a senha: não há convite para reenviar. Se a esqueceu, ele pode usar "Esqueci minha senha".',
  'errors.userInactive': 'Este usuário está desativado: reative-o antes de reenviar o convite.',
  'fields.name': 'nome',
  'fields.lastName': 'sobrenome',
  'fields.email': 'e-mail',
  'fields.role': 'perfil',
  'fields.language': 'idioma',
  'fields.clientId': 'cliente',
  'fields.customsBrokerId': 'despachante',
  'fields.team': 'equipe',
  'fields.authorityLimit': 'limite de alçada',
  'fields.authorityCurrency': 'moeda da alçada',
  'fields.active': 'ativo',
  'fields.contact': 'contato',
  'fields.taxId': 'documento fiscal',
  'fields.country': 'país',
  'fields.office': 'escritório',
  'fields.code': 'código',
  'fields.city': 'cidade',
  'fields.shortName': 'nome abreviado',
  'fields.key': 'chave',
  'fields.slug': 'identificador',
  'fields.labels': 'nomes',
  'fields.customsBrokerIds': 'despachantes',
  'fields.clientIds': 'clientes',
  'errors.reimbursementDocumentsMissing': 'Adicione todos os arquivos obrigatórios. Faltam: {documents}',
  'errors.carrierNotice':
    'Solicitações de ressarcimento de embarques realizados com {carrier} e de embarques de longo curso não devem ser registradas no portal. Envie-as por e-mail para {email} com estes documentos: cópia do conhecimento de embarque, cópia da fatura comercial (commercial invoice), packing list, declaração de perda ou certificado de destruição, relatório de avaria e fotos.',
  'errors.proposalApprovalOnlyMaster': 'Somente o usuário master pode aprovar esta proposta.',
  'validation.totalMismatch': 'O total deve ser a quantidade × o preço unitário ({expected})',
  'validation.cabotageAcrossCountries':
    'Na cabotagem, os portos de embarque e de descarga devem estar no mesmo país',
  'timeline.deadline.expire.AWAITING_DOCS_CLIENT': 'encerra em {date} caso os documentos não sejam enviados',
  'timeline.deadline.expire.AWAITING_PROPOSAL_RESPONSE':
    'encerra em {date} caso a proposta não seja respondida',
  'timeline.deadline.settlementDocumentsLapsed':
    'envie o R&R e a procuração até {date} para receber o pagamento',
  'timeline.deadline.settlementDocumentsLapsed.staff':
    'o cliente deve enviar o R&R e a procuração até {date} para receber o pagamento',
  'timeline.deadline.settlementDocumentsLapsed.RECEIPT_AND_RELEASE':
    'envie o R&R até {date} para receber o pagamento',
  'timeline.deadline.settlementDocumentsLapsed.RECEIPT_AND_RELEASE.staff':
    'o cliente deve enviar o R&R até {date} para receber o pagamento',
  'timeline.deadline.settlementDocumentsLapsed.POWER_OF_ATTORNEY':
    'envie a procuração até {date} para receber o pagamento',
  'timeline.deadline.settlementDocumentsLapsed.POWER_OF_ATTORNEY.staff':
    'o cliente deve enviar a procuração até {date} para receber o pagamento',
  'timeline.deadline.autoClose': 'encerra em {date}',
  'timeline.deadline.reminder': 'próximo lembrete em {date}',
  'timeline.deadline.timeBar': 'prescreve em {date}',
  'timeline.deadline.sla': 'proposta ou resultado da análise da equipe até {date}',
  // E-mails and in-app notifications, one subject and body per outbox kind (workers/src/jobs/templates).
  'notify.senderName': 'Portal de Sinistros de Carga',
  'notify.greeting': 'Olá, {name}',
  'notify.open': 'Abrir no portal',
  'notify.openConsole': 'Abrir no console',
  'notify.footer': 'Mensagem automática do portal de sinistros de carga. Não responda a este e-mail.',
  'notify.REQUEST_CREATED.subject': 'Nova solicitação de ressarcimento {reference}',
  'notify.REQUEST_CREATED.body': 'A solicitação de ressarcimento {reference} foi recebida e aguarda análise.',
  'notify.PROTEST_LETTER_FILED.subject': 'Nova carta protesto {reference}',
  'notify.PROTEST_LETTER_FILED.body': 'A carta protesto {reference} foi registrada e aguarda análise.',
  'notify.PROPOSAL_ABOUT_TO_LAPSE.subject': 'Proposta prestes a expirar: {reference}',
  'notify.PROPOSAL_ABOUT_TO_LAPSE.body':
    'A proposta de acordo do processo {reference} expira em breve. Responda para não perder o prazo.',
  'notify.FULLY_PROCEDENT.subject': 'Reclamação procedente: {reference}',
  'notify.FULLY_PROCEDENT.body':
    'A análise do processo {reference} concluiu que a reclamação é totalmente procedente.',
  'notify.PARTIALLY_PROCEDENT.subjectWithValue':
    'Reclamação parcialmente procedente: {reference} — valor proposto {value}',
  'notify.PARTIALLY_PROCEDENT.bodyWithValue':
    'A análise do processo {reference} concluiu que a reclamação é parcialmente procedente, com o valor parcial proposto de {value}.',
  'notify.PARTIALLY_PROCEDENT.subject': 'Reclamação parcialmente procedente: {reference}',
  'notify.PARTIALLY_PROCEDENT.body':
    'A análise do processo {reference} concluiu que a reclamação é parcialmente procedente.',
  'notify.ANALYSIS_REMOVED.subject': 'Análise retirada: {reference} voltou a ser analisado',
  'notify.ANALYSIS_REMOVED.body':
    'O resultado da análise do processo {reference} foi retirado. O processo voltou a ser analisado; você será avisado do novo resultado.',
  'notify.IMPROCEDENT.subject': 'Reclamação improcedente: {reference}',
  'notify.IMPROCEDENT.body': 'A análise do processo {reference} concluiu que a reclamação é improcedente.',
  'notify.ANALYSIS_CONCLUDED.subject': 'Análise concluída: {reference}',
  'notify.ANALYSIS_CONCLUDED.body': 'A análise da carta protesto {reference} foi concluída.',
  'notify.CLOSED_BY_EXPIRY.subject': 'Processo encerrado por prazo: {reference}',
  'notify.CLOSED_BY_EXPIRY.body': 'O processo {reference} foi encerrado porque o prazo de resposta terminou.',
  'notify.INSPECTION_SCHEDULED.subject': 'Vistoria agendada: {reference}',
  'notify.INSPECTION_SCHEDULED.body':
    'A vistoria da carta protesto {reference} foi agendada para {date} às {hour}, em {address}. Contato no local: {contactName}, {telephone}.',
  'notify.INSPECTION_RESCHEDULED.subject':
    'Vistoria reagendada: {reference} — de {previousDate} {previousHour} para {date} {hour}',
  'notify.INSPECTION_RESCHEDULED.body':
    'A vistoria da carta protesto {reference}, antes marcada para {previousDate} às {previousHour}, foi reagendada para {date} às {hour}, em {address}. Contato no local: {contactName}, {telephone}.',
  'notify.INSPECTION_REQUEST_REMINDER.subject': 'Lembrete: solicite a vistoria de {reference}',
  'notify.INSPECTION_REQUEST_REMINDER.body':
    'A carta protesto {reference} aguarda a solicitação de vistoria.',
  'notify.INSPECTOR_REMINDER.subject': 'Lembrete: vistoria de {reference} em {date} às {hour}',
  'notify.INSPECTOR_REMINDER.body':
    'A vistoria da carta protesto {reference} está próxima: {date} às {hour}, em {address}. Contato no local: {contactName}, {telephone}.',
  'notify.INSPECTION_CONCLUDED.subject': 'Resultado da vistoria: {reference}',
  'notify.INSPECTION_CONCLUDED.body':
    'A vistoria da carta protesto {reference} foi concluída e o resultado está disponível.',
  'notify.LETTER_OF_PROTEST_LINKED.subject':
    'Carta protesto {reference} vinculada à solicitação de ressarcimento {requestReference}',
  'notify.LETTER_OF_PROTEST_LINKED.body':
    'A carta protesto {reference} agora sustenta a solicitação de ressarcimento {requestReference}: a análise da solicitação pode contar com a vistoria e os arquivos da carta.',
  'notify.INSPECTION_OVERDUE_ESCALATED.subject':
    'Vistoria atrasada na carta protesto {reference}: resultado não registrado',
  'notify.INSPECTION_OVERDUE_ESCALATED.body':
    'A vistoria da carta protesto {reference} passou da data sem que o vistoriador registrasse o resultado. Fale com o vistoriador ou reagende a vistoria.',
  'notify.INSPECTION_CANCELLED.subject': 'Vistoria cancelada: {reference}',
  'notify.INSPECTION_CANCELLED.body': 'A vistoria da carta protesto {reference} foi cancelada.',
  'notify.CASE_MESSAGE.subject': 'Nova mensagem em {reference}',
  'notify.CASE_MESSAGE.body': '{author} escreveu: {excerpt}',
  'notify.INVITATION.subject': 'Convite para o portal de sinistros',
  'notify.INVITATION.body':
    'Você recebeu um convite para o portal de sinistros de carga. Crie sua senha pelo link abaixo, válido por {hours} horas.',
  'notify.PASSWORD_RESET.subject': 'Redefinição de senha',
  'notify.PASSWORD_RESET.body_one':
    'Recebemos um pedido para redefinir sua senha. Use o link abaixo, válido por {hours} hora. Se não foi você, ignore esta mensagem.',
  'notify.PASSWORD_RESET.body_other':
    'Recebemos um pedido para redefinir sua senha. Use o link abaixo, válido por {hours} horas. Se não foi você, ignore esta mensagem.',
  'notify.EMAIL_CHANGE_REQUESTED.subject': 'Pedido de troca do e-mail da sua conta',
  'notify.EMAIL_CHANGE_REQUESTED.body':
    'Foi pedido trocar o e-mail da sua conta do portal de sinistros para {newAddress}. Nada muda até que alguém abra o link enviado a esse endereço (válido por {hours} horas). Se você não reconhece o pedido, avise o master da sua empresa ou a equipe de sinistros.',
  'notify.EMAIL_CHANGE.subject': 'Confirme seu novo e-mail',
  'notify.EMAIL_CHANGE.body':
    'Pediram para mudar o e-mail da sua conta no portal de sinistros para este endereço. Confirme com o link abaixo, válido por {hours} horas. Ao confirmar, suas sessões abertas são encerradas. Se você não reconhece o pedido, ignore esta mensagem: o e-mail da conta não muda.',
  'auth.confirmEmail.title': 'Confirmar novo e-mail',
  'auth.confirmEmail.intro':
    'Confirme que este é o novo e-mail da sua conta. Depois disso, entre novamente com ele.',
  'auth.confirmEmail.submit': 'Confirmar',
  'auth.emailChanged': 'E-mail confirmado. Entre novamente com o novo endereço.',
  'notify.generic.subject': 'Processo {reference} atualizado',
  'notify.generic.body': 'Há uma atualização no processo {reference}.',
  'errors.reportNotReady': 'O relatório ainda não está pronto.',
  'notify.REPORT_READY.subject': 'Relatório pronto: {report}',
  'notify.REPORT_READY.body':
    'O relatório que você solicitou ({report}) está pronto. Abra-o pelo link abaixo.',
  'reports.types.MONTHLY_SLOWEST': 'Relatório mensal',
  'reports.types.OPEN_PROCESSES': 'Relatório de processos abertos',
  'reports.types.CLAIMS_CLOSED': 'Relatório de sinistros fechados',
  'reports.columns.process': 'Processo',
  'reports.columns.created': 'Criado em',
  'reports.columns.closed': 'Fechado em',
  'reports.columns.elapsedDays': 'Tempo decorrido (dias)',
  'reports.columns.processStatus': 'Status do processo',
  'reports.columns.analysisStatus': 'Status da análise',
  'reports.processStatus.OPEN': 'Aberto',
  'reports.processStatus.CLOSED': 'Fechado',
  // Field names in validation messages ("O campo {name} é obrigatório").
  'fields.analysisStatement': 'parecer da análise',
  'fields.observation': 'observação',
  'fields.result': 'resultado',
  'fields.date': 'data',
  'fields.hour': 'hora',
  'fields.telephone': 'telefone',
  'fields.address': 'endereço',
  'fields.inspectorId': 'vistoriador',
  'fields.fileIds': 'arquivos',
  'fields.reason': 'motivo',
  'fields.party': 'destinatário da solicitação',
  'fields.documentTypes': 'tipos de documento',
  'fields.message': 'mensagem',
  // A case message's body (POST …/messages { text }): named as the message it is.
  'fields.text': 'mensagem',
  'fields.value': 'valor',
  'fields.currency': 'moeda',
  'fields.justification': 'justificativa',
  'fields.expectedDate': 'data prevista',
  'fields.billOfLading': 'conhecimento de embarque (BL)',
  'fields.houseBillOfLading': 'house BL',
  'fields.ship': 'navio',
  'fields.voyage': 'viagem',
  'fields.merchandise': 'mercadoria',
  'fields.notifyingCompany': 'empresa notificante',
  'fields.portOfEmbarkationId': 'porto de embarque',
  'fields.portOfDischargeId': 'porto de descarga',
  'fields.portOfLoadingId': 'porto de embarque',
  'fields.dischargeDate': 'data de descarga',
  'fields.containers': 'contêineres',
  'fields.number': 'número',
  'fields.damages': 'avarias',
  'fields.sealManifested': 'lacre manifestado',
  'fields.sealDetermined': 'lacre constatado',
  'fields.weightManifested': 'peso manifestado',
  'fields.weightDetermined': 'peso constatado',
  'fields.cte': 'CT-e',
  'fields.productDescription': 'descrição do produto',
  'fields.amount': 'quantidade',
  'fields.unitPrice': 'preço unitário',
  'fields.totalPrice': 'preço total',
  'fields.quotation': 'cotação',
  'fields.damageDescription': 'descrição da avaria',
  'fields.destination': 'destinação',
  'fields.salePrice': 'preço de venda',
  'fields.phone': 'telefone',
  'fields.lossMitigationValue': 'valor de mitigação da perda',
  'fields.description': 'descrição',
  'fields.total': 'total',
  'fields.bank': 'banco',
  'fields.agency': 'agência',
  'fields.branch': 'sucursal',
  'fields.checkingAccountOrCbu': 'conta corrente ou CBU',
  'fields.checkingAccount': 'conta corrente',
  'fields.companyName': 'razão social',
  'fields.stateRegistration': 'inscrição estadual',
  'fields.cityRegistration': 'inscrição municipal',
  'fields.blOrCte': 'BL ou CT-e',
  'fields.bookingNumber': 'booking',
  'fields.houseBl': 'house BL',
  'fields.invoiceNumber': 'número da nota fiscal',
  'fields.transporter': 'transportadora',
  'fields.transportModal': 'modal de transporte',
  'fields.stuffingModal': 'modal de estufagem',
  'fields.vesselId': 'navio',
  'fields.password': 'senha',
  'fields.documentType': 'tipo de documento',
  'fields.type': 'tipo',
  'fields.month': 'mês',
} as const;

export type StaticMessageKey = keyof typeof ptBR;
/** What en.ts and es.ts must provide: every key of pt-BR, no more. */
export type StaticMessages = { readonly [K in StaticMessageKey]: string };
