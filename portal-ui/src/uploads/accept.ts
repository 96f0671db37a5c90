/** SPEC §5: the gallery default accepts .png, .jpg, .jpeg and .gif. */
export const GALLERY_TYPES = ['.png', '.jpg', '.jpeg', '.gif'];
/** Case documents: what the api's content check lets in (PDF, images, office files). */
export const DOCUMENT_TYPES = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.txt',
];

/** SPEC §5: with a type list set, files whose lower-cased extension is not in it are dropped. */
export function splitByType(files: File[], accepted: readonly string[]): { kept: File[]; dropped: File[] } {
  const kept: File[] = [];
  const dropped: File[] = [];
  for (const file of files) {
    const dot = file.name.lastIndexOf('.');
    const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
    (accepted.includes(extension) ? kept : dropped).push(file);
  }
  return { kept, dropped };
}
