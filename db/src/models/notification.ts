import { BaseModel, whereNullModifier } from './base-model';

/** An in-app notification, rendered in the reader's language from `titleKey` and `params`. */
export class Notification extends BaseModel {
  static override tableName = 'notifications';
  declare id: string;
  declare userId: string;
  declare kind: string;
  declare titleKey: string;
  declare params: Record<string, unknown>;
  declare link: string | null;
  declare eventKey: string | null;
  declare readAt: Date | null;
  declare createdAt: Date;

  static override jsonAttributes = ['params'];

  static override modifiers = { unread: whereNullModifier('readAt') };
}
