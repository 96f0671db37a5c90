export { saveBlob } from './save-blob';
export { previewable, useFilePreview, type PreviewState } from './useFilePreview';
