import { screenMessages } from './define';

/**
 * A case's attachments in both UIs: the most an upload takes, opening one (preview of images and PDFs, download of the
 * rest) and its uploader's removal (SPEC §8's question, then SPEC §4's undo); the errors of that removal.
 */
export const caseFileMessages = screenMessages({
  'pt-BR': {
    'portal.files.none': 'Nenhum arquivo anexado.',
    'portal.files.open': 'Abrir {name}',
    'portal.files.preview': 'Visualizar',
    'portal.files.download': 'Baixar',
    'portal.files.downloadName': 'Baixar {name}',
    'portal.files.close': 'Fechar',
    'portal.files.loadFailed': 'Não foi possível abrir o arquivo.',
    'portal.files.uploadedBy': 'enviado por {name}',
    'portal.files.removed': '{name} removido. Desfaça em até 2 segundos.',
    'portal.files.removeDone': 'Arquivo removido.',
    'portal.files.removing': 'Removendo {name}…',
    'portal.files.removeWhich': 'Arquivo: {name}',
    'portal.files.maxSize': 'Máximo {maxSize} por arquivo',
    'errors.fileNotYours': 'Só quem enviou o arquivo pode removê-lo.',
    'errors.fileRemovalClosed': 'Este processo não permite mais remover arquivos.',
    'errors.fileRequired':
      'Este é o único documento de um tipo obrigatório do processo: envie outro do mesmo tipo antes de removê-lo.',
  },
  en: {
    'portal.files.none': 'No files attached.',
    'portal.files.open': 'Open {name}',
    'portal.files.preview': 'Preview',
    'portal.files.download': 'Download',
    'portal.files.downloadName': 'Download {name}',
    'portal.files.close': 'Close',
    'portal.files.loadFailed': 'The file could not be opened.',
    'portal.files.uploadedBy': 'uploaded by {name}',
    'portal.files.removed': '{name} removed. Undo within 2 seconds.',
    'portal.files.removeDone': 'File removed.',
    'portal.files.removing': 'Removing {name}…',
    'portal.files.removeWhich': 'File: {name}',
    'portal.files.maxSize': 'At most {maxSize} per file',
    'errors.fileNotYours': 'Only whoever uploaded the file may remove it.',
    'errors.fileRemovalClosed': 'Files can no longer be removed from this case.',
    'errors.fileRequired':
      'This is the only document of a kind the case requires: upload another of the same kind before removing it.',
  },
  es: {
    'portal.files.none': 'Ningún archivo adjunto.',
    'portal.files.open': 'Abrir {name}',
    'portal.files.preview': 'Ver',
    'portal.files.download': 'Descargar',
    'portal.files.downloadName': 'Descargar {name}',
    'portal.files.close': 'Cerrar',
    'portal.files.loadFailed': 'No fue posible abrir el archivo.',
    'portal.files.uploadedBy': 'subido por {name}',
    'portal.files.removed': '{name} eliminado. Puede deshacerlo durante 2 segundos.',
    'portal.files.removeDone': 'Archivo eliminado.',
    'portal.files.removing': 'Eliminando {name}…',
    'portal.files.removeWhich': 'Archivo: {name}',
    'portal.files.maxSize': 'Máximo {maxSize} por archivo',
    'errors.fileNotYours': 'Solo quien subió el archivo puede eliminarlo.',
    'errors.fileRemovalClosed': 'Este proceso ya no permite eliminar archivos.',
    'errors.fileRequired':
      'Es el único documento de un tipo obligatorio del proceso: suba otro del mismo tipo antes de eliminarlo.',
  },
});
