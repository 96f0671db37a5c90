import type { RelationMappings } from 'objection';
import type { CaseKind } from '../stored-values';
import { BaseModel } from './base-model';
import { User } from './user';
import { belongsToOne } from './relations';

/** A comment in a case's conversation. */
export class CaseMessage extends BaseModel {
  static override tableName = 'case_messages';
  declare id: string;
  declare caseKind: CaseKind;
  declare caseId: string;
  declare authorId: string | null;
  declare text: string;
  declare createdAt: Date;

  declare author?: User | null;

  static override jsonSchema = {
    type: 'object',
    required: ['caseKind', 'caseId', 'text'],
    properties: { text: { type: 'string', minLength: 1, maxLength: 8000 } },
  };

  static override relationMappings = (): RelationMappings => ({
    author: belongsToOne(User, 'case_messages.authorId', 'users.id'),
  });
}
