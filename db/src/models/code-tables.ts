import type { LocalizedText } from '@claims/domain';
import { activeModifiers, TimestampedModel } from './base-model';

/** The shape shared by the catalogue tables seeded from the domain's code tables. */
export abstract class CodeTableModel extends TimestampedModel {
  declare key: string;
  declare code: number;
  declare labels: LocalizedText;
  declare active: boolean;

  static override idColumn = 'key';
  static override jsonAttributes = ['labels'];
  static override modifiers = { ...activeModifiers };
}
