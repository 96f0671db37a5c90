import { indexCodes, localized as text, type CodeEntry } from './code-entry';

/**
 * The cause a claims analyst attributes to a loss. Seeded as reference data (the admin can
 * add more under /causes); these codes are the initial rows, so never renumber them.
 */
export const SINISTER_CAUSES = [
  {
    code: 1,
    key: 'HANDLING_DAMAGE',
    labels: text('Avaria por manuseio', 'Handling damage', 'Avería por manipuleo'),
  },
  { code: 2, key: 'THEFT', labels: text('Roubo/furto', 'Theft/pilferage', 'Robo/hurto') },
  { code: 3, key: 'WETTING', labels: text('Molhadura', 'Wetting (water damage)', 'Mojadura') },
  {
    code: 4,
    key: 'REFRIGERATION_FAILURE',
    labels: text('Falha de refrigeração', 'Refrigeration failure', 'Falla de refrigeración'),
  },
  { code: 5, key: 'CONTAMINATION', labels: text('Contaminação', 'Contamination', 'Contaminación') },
  {
    code: 6,
    key: 'CONTAINER_DROP',
    labels: text('Queda de contêiner', 'Container drop', 'Caída de contenedor'),
  },
  {
    code: 7,
    key: 'POOR_STOWAGE',
    labels: text(
      'Avaria por estiva deficiente',
      'Improper stowage on board',
      'Avería por estiba deficiente a bordo',
    ),
  },
  {
    code: 8,
    key: 'POOR_STUFFING_OR_LASHING',
    labels: text(
      'Estufagem ou peação deficiente',
      'Improper stuffing or lashing in the container',
      'Carga o trincado deficiente en el contenedor',
    ),
  },
  {
    code: 9,
    key: 'CONTAINER_SWEAT',
    labels: text(
      'Suor de contêiner (condensação)',
      'Container sweat (condensation)',
      'Condensación (sudor del contenedor)',
    ),
  },
  {
    code: 10,
    key: 'DEFECTIVE_CONTAINER',
    labels: text(
      'Contêiner avariado ou defeituoso',
      'Damaged or defective container',
      'Contenedor dañado o defectuoso',
    ),
  },
  { code: 11, key: 'HEAVY_WEATHER', labels: text('Mau tempo', 'Heavy weather', 'Mal tiempo') },
  {
    code: 12,
    key: 'CONTAINER_LOST_OVERBOARD',
    labels: text(
      'Perda de contêiner no mar',
      'Container lost overboard',
      'Pérdida de contenedor por la borda',
    ),
  },
  { code: 13, key: 'FIRE', labels: text('Incêndio', 'Fire', 'Incendio') },
  { code: 14, key: 'COLLISION', labels: text('Abalroamento/colisão', 'Collision', 'Abordaje/colisión') },
  { code: 15, key: 'GENERAL_AVERAGE', labels: text('Avaria grossa', 'General average', 'Avería gruesa') },
  {
    code: 16,
    key: 'SHORT_DELIVERY',
    labels: text('Falta de volumes', 'Short delivery', 'Faltante de bultos'),
  },
  {
    code: 17,
    key: 'DELAY_IN_DELIVERY',
    labels: text('Atraso na entrega', 'Delay in delivery', 'Demora en la entrega'),
  },
  {
    code: 18,
    key: 'ROAD_ACCIDENT',
    labels: text(
      'Acidente no transporte rodoviário',
      'Road transport accident',
      'Accidente en el transporte terrestre',
    ),
  },
  {
    code: 19,
    key: 'WRONG_TEMPERATURE_SETPOINT',
    labels: text(
      'Erro de ajuste de temperatura (setpoint)',
      'Wrong temperature set point',
      'Error de seteo de temperatura',
    ),
  },
  {
    code: 20,
    key: 'REEFER_POWER_FAILURE',
    labels: text(
      'Falta de energia (reefer desligado)',
      'Power failure (reefer unplugged)',
      'Corte de energía (reefer desconectado)',
    ),
  },
  {
    code: 21,
    key: 'INSUFFICIENT_PACKING',
    labels: text('Embalagem inadequada', 'Insufficient packing', 'Embalaje insuficiente'),
  },
  {
    code: 22,
    key: 'INHERENT_VICE',
    labels: text(
      'Vício próprio da mercadoria',
      'Inherent vice of the goods',
      'Vicio propio de la mercadería',
    ),
  },
] as const satisfies readonly CodeEntry[];

export type SinisterCause = (typeof SINISTER_CAUSES)[number];
export type SinisterCauseKey = SinisterCause['key'];

export const {
  keys: SINISTER_CAUSE_KEYS,
  byCode: sinisterCauseByCode,
  byKey: sinisterCauseByKey,
  isKey: isSinisterCauseKey,
} = indexCodes('sinisterCauses', SINISTER_CAUSES);
