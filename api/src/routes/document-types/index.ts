import { createDocumentTypeSchema, documentTypeSchema, updateDocumentTypeSchema } from '@claims/contract';
import type { ApiDeps } from '../../deps';
import { referenceResource } from '../reference-data';
import { presentDocumentType } from './presenter';
import { documentTypeList } from './list-spec';
import { documentTypeStore, parseDocumentTypeKey } from './store';

/** /api/document-types: the kinds of attachment a case file may be; ids are keys. */
export function documentTypeRoutes(deps: ApiDeps) {
  return referenceResource(deps, {
    list: documentTypeList,
    summaries: {
      list: 'List attachment document types',
      get: 'A document type, by key',
      create: 'Register a document type',
      update: 'Edit the labels or the active flag of a document type',
      remove: 'Deactivate a document type (files keep it)',
    },
    schemas: {
      create: createDocumentTypeSchema,
      update: updateDocumentTypeSchema,
      response: documentTypeSchema,
    },
    present: presentDocumentType,
    parseId: parseDocumentTypeKey,
    store: documentTypeStore,
  });
}
