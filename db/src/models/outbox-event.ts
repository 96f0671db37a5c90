import { BaseModel, whereNullModifier } from './base-model';

/**
 * A side effect (mail, notification fan-out) owed to the world. Insert with
 * `onConflict('event_key').ignore()` so a retried activity writes it once; the sweeper
 * re-enqueues rows still without `enqueuedAt`.
 */
export class OutboxEvent extends BaseModel {
  static override tableName = 'outbox';
  /** bigserial: a string from pg. */
  declare id: string;
  declare eventKey: string;
  declare kind: string;
  declare payload: Record<string, unknown>;
  declare enqueuedAt: Date | null;
  declare deliveredAt: Date | null;
  declare createdAt: Date;

  static override jsonAttributes = ['payload'];

  static override modifiers = { pending: whereNullModifier('enqueuedAt') };
}
