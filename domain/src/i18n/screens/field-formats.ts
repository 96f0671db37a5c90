import { screenMessages } from './define';

/**
 * Messages of the field-format rules every write path shares (numbers, phones, bank data, postal
 * codes, dates that must be ahead): each names its field and shows the form expected, so a 422
 * tells the person what to type. Keys start with 'validation.' as the other rule messages do.
 */
export const fieldFormatMessages = screenMessages({
  'pt-BR': {
    'validation.number.invalid':
      'O campo {name} deve ser um número com vírgula decimal, por exemplo {example} ou 1.250,50',
    'validation.number.ambiguous':
      'O campo {name} está ambíguo: "{value}" pode ser {whole} ou {decimal}. Escreva sem ponto de milhar ({whole}) ou com vírgula decimal ({decimal})',
    'validation.number.negative': 'O campo {name} não pode ser negativo',
    'validation.number.tooLarge': 'O campo {name} está acima do limite permitido',
    'validation.number.tooManyDecimals': 'O campo {name} aceita no máximo {decimals} casas decimais',
    'validation.number.notPositive': 'O campo {name} deve ser maior que zero',
    'validation.phone.invalid':
      'O campo {name} não é um telefone válido; use DDD e número, por exemplo {example}, ou +código do país',
    'validation.postalCode.invalid': 'O campo {name} não é um código postal válido, por exemplo {example}',
    'validation.bank.invalid':
      "O campo {name} deve ter o nome ou o código do banco, com letras, números, espaços, hífens ou travessões e . , & ' ( ) /, por exemplo 341 – Itaú Unibanco S.A.",
    'validation.agency.invalid': 'O campo {name} deve ter só números e o dígito, por exemplo {example}',
    // Outside Brazil the branch is a "sucursal", whatever the field is called in a Brazilian form.
    'validation.agency.digitsOnly': 'O campo sucursal deve ter só números (até 5), por exemplo {example}',
    'validation.account.invalid': 'O campo {name} deve ter só números e o dígito, por exemplo {example}',
    'validation.account.invalidCbu': 'O CBU informado em {name} tem dígitos verificadores inválidos',
    'validation.account.invalidOrCbu':
      'O campo {name} deve ter só números e o dígito, por exemplo {example}, ou um CBU de 22 dígitos',
    'validation.date.impossible': 'Essa data não existe',
    'validation.date.past': 'O campo {name} não pode ser uma data passada',
    'validation.timeBar.notLater': 'A nova prescrição precisa ser posterior à atual',
    'validation.date.future': 'O campo {name} não pode ser uma data futura',
    'validation.date.pastHour': 'A data e hora já passaram (horário de {zone}: agora são {now})',
    'validation.unknownReference': 'O {name} informado não existe ou foi removido',
    'fields.proposedAmount': 'valor proposto',
    'fields.reimbursementAmount': 'valor a ressarcir',
    'fields.partialProposedValue': 'valor parcial proposto',
    'fields.salvageOrSale': 'salvado ou venda',
    'fields.expectedPaymentDate': 'data prevista de pagamento',
    'fields.until': 'prorrogado até',
    'fields.grantedBy': 'concedido por',
    'fields.grantedTo': 'concedido a',
    'fields.postalCode': 'CEP',
    'fields.serviceType': 'tipo de serviço',
    'fields.insuranceCompany': 'seguradora',
    'fields.sinisterNumber': 'número do sinistro',
    'fields.sinisterCauseId': 'causa do sinistro',
    'fields.attachmentFileId': 'anexo',
    'fields.documentFileId': 'documento',
    'fields.dueDate': 'vencimento',
  },
  en: {
    'validation.number.invalid':
      'The {name} field must be a number with a decimal point or comma, for example 1250.50, {example} or 1,250.50',
    'validation.number.ambiguous':
      'The {name} field is ambiguous: "{value}" may be {whole} or {decimal}. Write it without a thousands separator ({whole}) or with a decimal comma ({decimal})',
    'validation.number.negative': 'The {name} field cannot be negative',
    'validation.number.tooLarge': 'The {name} field is above the allowed limit',
    'validation.number.tooManyDecimals': 'The {name} field takes at most {decimals} decimal places',
    'validation.number.notPositive': 'The {name} field must be greater than zero',
    'validation.phone.invalid':
      'The {name} field is not a valid phone number; use the area code and number, for example {example}, or +country code',
    'validation.postalCode.invalid': 'The {name} field is not a valid postal code, for example {example}',
    'validation.bank.invalid':
      "The {name} field must hold the bank's name or code, with letters, digits, spaces, hyphens or dashes and . , & ' ( ) /, for example 341 – Itaú Unibanco S.A.",
    'validation.agency.invalid':
      'The {name} field must hold digits and its check digit only, for example {example}',
    'validation.agency.digitsOnly': 'The branch field must hold digits only (up to 5), for example {example}',
    'validation.account.invalid':
      'The {name} field must hold digits and its check digit only, for example {example}',
    'validation.account.invalidCbu': 'The CBU in {name} has invalid check digits',
    'validation.account.invalidOrCbu':
      'The {name} field must hold digits and its check digit only, for example {example}, or a 22-digit CBU',
    'validation.date.impossible': 'That date does not exist',
    'validation.date.past': 'The {name} field cannot be a date in the past',
    'validation.timeBar.notLater': 'The new time bar must be later than the current one',
    'validation.date.future': 'The {name} field cannot be a date in the future',
    'validation.date.pastHour': 'That date and time have already passed ({zone} time: it is {now} now)',
    'validation.unknownReference': 'The {name} given does not exist or was removed',
    'fields.proposedAmount': 'proposed amount',
    'fields.reimbursementAmount': 'reimbursement amount',
    'fields.partialProposedValue': 'partial proposed value',
    'fields.salvageOrSale': 'salvage or sale',
    'fields.expectedPaymentDate': 'expected payment date',
    'fields.until': 'extended until',
    'fields.grantedBy': 'granted by',
    'fields.grantedTo': 'granted to',
    'fields.postalCode': 'postal code',
    'fields.serviceType': 'service type',
    'fields.insuranceCompany': 'insurance company',
    'fields.sinisterNumber': 'claim number',
    'fields.sinisterCauseId': 'sinister cause',
    'fields.attachmentFileId': 'attachment',
    'fields.documentFileId': 'document',
    'fields.dueDate': 'due date',
  },
  es: {
    'validation.number.invalid':
      'El campo {name} debe ser un número con coma decimal, por ejemplo {example} o 1.250,50',
    'validation.number.ambiguous':
      'El campo {name} es ambiguo: "{value}" puede ser {whole} o {decimal}. Escríbalo sin punto de miles ({whole}) o con coma decimal ({decimal})',
    'validation.number.negative': 'El campo {name} no puede ser negativo',
    'validation.number.tooLarge': 'El campo {name} supera el límite permitido',
    'validation.number.tooManyDecimals': 'El campo {name} admite como máximo {decimals} decimales',
    'validation.number.notPositive': 'El campo {name} debe ser mayor que cero',
    'validation.phone.invalid':
      'El campo {name} no es un teléfono válido; use código de área y número, por ejemplo {example}, o +código de país',
    'validation.postalCode.invalid': 'El campo {name} no es un código postal válido, por ejemplo {example}',
    'validation.bank.invalid':
      "El campo {name} debe tener el nombre o el código del banco, con letras, números, espacios, guiones y . , & ' ( ) /, por ejemplo 341 – Itaú Unibanco S.A.",
    'validation.agency.invalid': 'El campo {name} debe tener solo números y el dígito, por ejemplo {example}',
    'validation.agency.digitsOnly':
      'El campo sucursal debe tener solo números (hasta 5), por ejemplo {example}',
    'validation.account.invalid':
      'El campo {name} debe tener solo números y el dígito, por ejemplo {example}',
    'validation.account.invalidCbu': 'El CBU informado en {name} tiene dígitos verificadores inválidos',
    'validation.account.invalidOrCbu':
      'El campo {name} debe tener solo números y el dígito, por ejemplo {example}, o un CBU de 22 dígitos',
    'validation.date.impossible': 'Esa fecha no existe',
    'validation.date.past': 'El campo {name} no puede ser una fecha pasada',
    'validation.timeBar.notLater': 'La nueva prescripción debe ser posterior a la actual',
    'validation.date.future': 'El campo {name} no puede ser una fecha futura',
    'validation.date.pastHour': 'La fecha y hora ya pasaron (hora de {zone}: ahora son las {now})',
    'validation.unknownReference': 'El {name} informado no existe o fue eliminado',
    'fields.proposedAmount': 'importe propuesto',
    'fields.reimbursementAmount': 'importe a resarcir',
    'fields.partialProposedValue': 'valor parcial propuesto',
    'fields.salvageOrSale': 'salvamento o venta',
    'fields.expectedPaymentDate': 'fecha prevista de pago',
    'fields.until': 'prorrogado hasta',
    'fields.grantedBy': 'concedido por',
    'fields.grantedTo': 'concedido a',
    'fields.postalCode': 'código postal',
    'fields.serviceType': 'tipo de servicio',
    'fields.insuranceCompany': 'aseguradora',
    'fields.sinisterNumber': 'número de siniestro',
    'fields.sinisterCauseId': 'causa del siniestro',
    'fields.attachmentFileId': 'adjunto',
    'fields.documentFileId': 'documento',
    'fields.dueDate': 'vencimiento',
  },
});
