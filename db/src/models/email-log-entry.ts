import { BaseModel } from './base-model';
import type { EmailStatus } from '../stored-values';

/** One e-mail the jobs worker sent or tried to send, unique per (outbox event, recipient). */
export class EmailLogEntry extends BaseModel {
  static override tableName = 'email_log';
  declare id: string;
  declare eventKey: string;
  declare kind: string;
  declare recipientId: string | null;
  declare recipient: string;
  declare toAddress: string;
  declare subject: string;
  declare locale: string;
  declare status: EmailStatus;
  declare attempts: number;
  declare lastError: string | null;
  declare sentAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
