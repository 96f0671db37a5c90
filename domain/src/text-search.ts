/** Text as people search it: without accents, case or surrounding spaces ("Asunción " → "asuncion"). */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Whether `text` holds `words` as a person searching means it: "asuncion" finds "Asunción". */
export const textHolds = (text: string, words: string) => searchable(text).includes(searchable(words));
