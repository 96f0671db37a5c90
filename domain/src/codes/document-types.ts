import { indexCodes, type CodeEntry } from './code-entry';

/** 'bill-of-lading' → 'BILL_OF_LADING': the key is derived from the slug so the two never drift. */
type SlugToKey<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Uppercase<Head>}_${SlugToKey<Tail>}`
  : Uppercase<S>;

/**
 * Attachment document types: [code, slug, pt-BR, en, es]. The slug names the type in URLs and
 * upload forms; codes are stored with every attachment, so append only.
 */
const ROWS = [
  [1, 'survey-report', 'Laudo de vistoria', 'Survey report', 'Informe de inspección (peritaje)'],
  [
    2,
    'disposal-certificate',
    'Certificado de descarte',
    'Disposal certificate',
    'Certificado de disposición final',
  ],
  [
    3,
    'master-bill-of-lading',
    'Conhecimento de embarque master (MBL)',
    'Master bill of lading',
    'Conocimiento de embarque master (MBL)',
  ],
  [
    4,
    'house-bill-of-lading',
    'Conhecimento de embarque house (HBL)',
    'House bill of lading',
    'Conocimiento de embarque house (HBL)',
  ],
  [
    5,
    'commercial-invoice',
    'Fatura comercial (commercial invoice)',
    'Commercial invoice',
    'Factura comercial',
  ],
  [6, 'packing-list', 'Romaneio (packing list)', 'Packing list', 'Lista de empaque (packing list)'],
  [7, 'photos', 'Fotos', 'Photos', 'Fotos'],
  [8, 'eir-in', 'EIR de entrada', 'EIR in (equipment interchange receipt)', 'EIR de entrada'],
  [9, 'eir-out', 'EIR de saída', 'EIR out (equipment interchange receipt)', 'EIR de salida'],
  [10, 'power-of-attorney', 'Procuração', 'Power of attorney', 'Poder'],
  [
    11,
    'receipt-and-release',
    'Recibo e quitação (R&R)',
    'Receipt and release (R&R)',
    'Recibo y finiquito (R&R)',
  ],
  [12, 'articles-of-association', 'Contrato social', 'Articles of association', 'Estatuto social'],
  [13, 'loss-statement', 'Declaração de perda', 'Loss statement', 'Declaración de pérdida'],
  [14, 'damage-report', 'Relatório de avaria', 'Damage report', 'Informe de avería'],
  [
    15,
    'cte',
    'Conhecimento de transporte eletrônico (CT-e)',
    'Electronic transport document (CT-e)',
    'Conocimiento de transporte electrónico (CT-e)',
  ],
  [
    16,
    'nota-fiscal',
    'Nota fiscal',
    'Brazilian tax invoice (nota fiscal)',
    'Factura fiscal brasileña (nota fiscal)',
  ],
  [
    17,
    'destruction-certificate',
    'Certificado de destruição',
    'Destruction certificate',
    'Certificado de destrucción',
  ],
  [18, 'proof-of-payment', 'Comprovante de pagamento', 'Proof of payment', 'Comprobante de pago'],
  [19, 'bank-details', 'Dados bancários', 'Bank details', 'Datos bancarios'],
  [
    20,
    'salvage-sale-invoice',
    'Nota fiscal de venda do salvado',
    'Salvage sale invoice',
    'Factura de venta del salvamento',
  ],
  [
    21,
    'import-declaration',
    'Declaração de importação (DI/DUIMP)',
    'Import declaration (DI/DUIMP)',
    'Declaración de importación (DI/DUIMP)',
  ],
  [
    22,
    'export-declaration',
    'Declaração única de exportação (DU-E)',
    'Export declaration (DU-E)',
    'Declaración de exportación (DU-E)',
  ],
  [
    23,
    'booking-confirmation',
    'Confirmação de reserva (booking)',
    'Booking confirmation',
    'Confirmación de reserva (booking)',
  ],
  [24, 'temperature-log', 'Registro de temperatura', 'Temperature log', 'Registro de temperatura'],
  [
    25,
    'reefer-download',
    'Extração de dados do reefer (download)',
    'Reefer download',
    'Descarga de datos del reefer',
  ],
  [26, 'seal-photos', 'Fotos do lacre', 'Seal photos', 'Fotos del precinto'],
  [27, 'weight-certificate', 'Certificado de pesagem', 'Weight certificate', 'Certificado de pesaje'],
  [
    28,
    'verified-gross-mass',
    'Declaração de VGM',
    'Verified gross mass (VGM) declaration',
    'Declaración de VGM',
  ],
  [29, 'insurance-policy', 'Apólice de seguro', 'Insurance policy', 'Póliza de seguro'],
  [30, 'insurance-certificate', 'Averbação de seguro', 'Insurance certificate', 'Certificado de seguro'],
  [31, 'letter-of-protest', 'Carta protesto', 'Protest letter', 'Carta de protesta'],
  [32, 'claim-letter', 'Carta de reclamação', 'Claim letter', 'Carta de reclamo'],
  [33, 'letter-of-subrogation', 'Termo de sub-rogação', 'Letter of subrogation', 'Carta de subrogación'],
  [
    34,
    'indemnity-receipt',
    'Recibo de indenização da seguradora',
    'Insurer indemnity receipt',
    'Recibo de indemnización de la aseguradora',
  ],
  [
    35,
    'sea-waybill',
    'Conhecimento marítimo não negociável (sea waybill)',
    'Sea waybill',
    'Carta de porte marítimo (sea waybill)',
  ],
  [36, 'delivery-order', 'Ordem de entrega', 'Delivery order', 'Orden de entrega'],
  [
    37,
    'terminal-damage-report',
    'Termo de avaria do terminal',
    'Terminal damage report',
    'Acta de avería de la terminal',
  ],
  [
    38,
    'outturn-report',
    'Relatório de descarga (outturn)',
    'Outturn report',
    'Informe de descarga (outturn)',
  ],
  [39, 'tally-sheet', 'Boletim de conferência (tally)', 'Tally sheet', 'Planilla de tarja'],
  [40, 'stuffing-report', 'Relatório de estufagem', 'Stuffing report', 'Informe de llenado'],
  [41, 'unstuffing-report', 'Relatório de desova', 'Unstuffing report', 'Informe de vaciado'],
  [
    42,
    'container-inspection-report',
    'Relatório de inspeção do contêiner',
    'Container inspection report',
    'Informe de inspección del contenedor',
  ],
  [
    43,
    'pre-trip-inspection',
    'Inspeção pré-viagem (PTI)',
    'Pre-trip inspection (PTI)',
    'Inspección previa al viaje (PTI)',
  ],
  [44, 'lashing-certificate', 'Certificado de peação', 'Lashing certificate', 'Certificado de trincado'],
  [
    45,
    'fumigation-certificate',
    'Certificado de fumigação',
    'Fumigation certificate',
    'Certificado de fumigación',
  ],
  [
    46,
    'phytosanitary-certificate',
    'Certificado fitossanitário',
    'Phytosanitary certificate',
    'Certificado fitosanitario',
  ],
  [47, 'certificate-of-origin', 'Certificado de origem', 'Certificate of origin', 'Certificado de origen'],
  [48, 'quality-certificate', 'Certificado de qualidade', 'Quality certificate', 'Certificado de calidad'],
  [49, 'repair-quote', 'Orçamento de reparo', 'Repair quote', 'Presupuesto de reparación'],
  [50, 'repair-invoice', 'Nota fiscal de reparo', 'Repair invoice', 'Factura de reparación'],
  [51, 'freight-invoice', 'Fatura de frete', 'Freight invoice', 'Factura de flete'],
  [52, 'storage-invoice', 'Fatura de armazenagem', 'Storage invoice', 'Factura de almacenaje'],
  [
    53,
    'demurrage-invoice',
    'Fatura de sobre-estadia (demurrage)',
    'Demurrage invoice',
    'Factura de sobrestadía (demurrage)',
  ],
  [
    54,
    'extra-cost-receipt',
    'Comprovante de custo extra',
    'Extra cost receipt',
    'Comprobante de costo adicional',
  ],
  [55, 'police-report', 'Boletim de ocorrência', 'Police report', 'Denuncia policial'],
  [
    56,
    'customs-inspection-report',
    'Termo de verificação aduaneira',
    'Customs inspection report',
    'Acta de verificación aduanera',
  ],
  [
    57,
    'customs-release',
    'Comprovante de desembaraço aduaneiro',
    'Customs release',
    'Comprobante de libramiento aduanero',
  ],
  [
    58,
    'id-document',
    'Documento de identidade do representante',
    "Representative's ID document",
    'Documento de identidad del representante',
  ],
  [
    59,
    'tax-registration-certificate',
    'Comprovante de inscrição (cartão CNPJ)',
    'Tax registration certificate',
    'Constancia de inscripción fiscal',
  ],
  [
    60,
    'board-election-minutes',
    'Ata de eleição da diretoria',
    'Minutes of the board election',
    'Acta de designación de autoridades',
  ],
  [61, 'debit-note', 'Nota de débito', 'Debit note', 'Nota de débito'],
  [62, 'credit-note', 'Nota de crédito', 'Credit note', 'Nota de crédito'],
  [63, 'loss-calculation', 'Demonstrativo do prejuízo', 'Loss calculation', 'Liquidación del perjuicio'],
  [64, 'settlement-agreement', 'Termo de acordo', 'Settlement agreement', 'Acuerdo transaccional'],
  [
    65,
    'correspondence',
    'Correspondência (e-mails)',
    'Correspondence (e-mails)',
    'Correspondencia (correos)',
  ],
  [
    66,
    'log-book-extract',
    'Extrato do diário de bordo',
    'Log book extract',
    'Extracto del diario de navegación',
  ],
  [67, 'sea-protest', 'Protesto marítimo', 'Sea protest', 'Protesta de mar'],
  [
    68,
    'general-average-bond',
    'Compromisso de avaria grossa',
    'General average bond',
    'Compromiso de avería gruesa',
  ],
  [
    69,
    'salvage-purchase-offer',
    'Proposta de compra do salvado',
    'Salvage purchase offer',
    'Oferta de compra del salvamento',
  ],
  [70, 'mic-dta', 'MIC/DTA', 'MIC/DTA (international cargo manifest)', 'MIC/DTA'],
  [
    71,
    'crt',
    'Conhecimento rodoviário internacional (CRT)',
    'International road consignment note (CRT)',
    'Carta de porte internacional (CRT)',
  ],
  [
    72,
    'dangerous-goods-declaration',
    'Declaração de carga perigosa',
    'Dangerous goods declaration',
    'Declaración de mercancías peligrosas',
  ],
  [73, 'other', 'Outros', 'Other', 'Otros'],
] as const;

type Row = (typeof ROWS)[number];
export type DocumentTypeSlug = Row[1];
export type DocumentTypeKey = SlugToKey<DocumentTypeSlug>;
export interface DocumentType extends CodeEntry<DocumentTypeKey> {
  readonly slug: DocumentTypeSlug;
}

function slugToKey<S extends string>(slug: S): SlugToKey<S> {
  return slug.toUpperCase().replace(/-/g, '_') as SlugToKey<S>;
}

export const DOCUMENT_TYPES: readonly DocumentType[] = ROWS.map(([code, slug, ptBR, en, es]) => ({
  code,
  slug,
  key: slugToKey(slug),
  labels: { 'pt-BR': ptBR, en, es },
}));

export const {
  keys: DOCUMENT_TYPE_KEYS,
  byCode: documentTypeByCode,
  byKey: documentTypeByKey,
  isKey: isDocumentTypeKey,
} = indexCodes('documentTypes', DOCUMENT_TYPES);

const bySlug = new Map<string, DocumentType>(DOCUMENT_TYPES.map((type) => [type.slug, type]));

export function documentTypeBySlug(slug: string): DocumentType | undefined {
  return bySlug.get(slug);
}
