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
  'errors.generic': 'Houve um erro na requisição. Por favor, tente novamente mais tarde',
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
  'errors.payloadTooLarge': 'O conteúdo enviado excede o tamanho máximo permitido.',
  'errors.invalidFileType': 'Tipo de arquivo incorreto!',
  'errors.tooManyRequests': 'Muitas requisições em pouco tempo. Aguarde um momento e tente novamente.',
  'errors.serviceUnavailable': 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  'errors.invalidJson': 'O corpo da requisição não é um JSON válido.',
  'errors.unknownSortField': 'Não é possível ordenar pelo campo {field}.',
  'errors.rangeTooLarge': 'O intervalo solicitado é grande demais: no máximo {max} registros por página.',
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
  'success.commentSent': 'Comentário enviado com sucesso',
  'success.documentRequestSent': 'Solicitação de documentos enviada com sucesso',
  'success.proposalAccepted': 'Proposta aceita com sucesso',
  'success.proposalSent': 'Proposta enviada com sucesso',
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
  'success.clientRegistered': 'Cliente cadastrado com sucesso',
  'success.portRegistered': 'Porto cadastrado com sucesso',
  'success.vesselRegistered': 'Navio cadastrado com sucesso',
  'success.vesselRemoved': 'Navio removido com sucesso',
  'success.removed': 'Removido com sucesso',

  'validation.required': 'O campo {name} é obrigatório',
  'validation.invalidFormat': 'O campo {name} está em formato inválido',
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
  'validation.invalidContainerNumber': 'Número de contêiner inválido (ISO 6346)',
  'validation.invalidCteKey': 'Chave de acesso do CT-e inválida',
  'validation.invalidCteNumber': 'Número do CT-e inválido',
  'validation.invalidBillOfLading': 'Número do conhecimento de embarque inválido',
  'validation.money.invalid': 'Valor inválido',
  'validation.money.negative': 'O valor não pode ser negativo',
  'validation.money.tooManyDecimals': 'Valores em {currency} aceitam no máximo {decimals} casas decimais',
  'validation.money.tooLarge': 'Valor acima do limite permitido',
  'validation.quotationRequired': 'Informe a cotação para valores em moeda diferente de Real',
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
} as const;

export type StaticMessageKey = keyof typeof ptBR;
/** What en.ts and es.ts must provide: every key of pt-BR, no more. */
export type StaticMessages = { readonly [K in StaticMessageKey]: string };
