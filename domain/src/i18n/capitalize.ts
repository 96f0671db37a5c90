/**
 * A catalogue text as a label or heading. The catalogue's field names are lower case because the
 * validation messages embed them mid-sentence ("informe o valor"); a label starts upper case.
 */
export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
