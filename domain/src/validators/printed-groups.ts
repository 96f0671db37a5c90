/**
 * An id as its country prints it: its characters in groups of `lengths`, joined by `separator`
 * ('20267565393', [2, 8, 1], '-' → '20-26756539-3'). An id of another length has no printed form
 * and is returned as it is.
 */
export function printedInGroups(id: string, lengths: readonly number[], separator: string): string {
  if (id.length !== lengths.reduce((total, length) => total + length, 0)) return id;
  const groups: string[] = [];
  let start = 0;
  for (const length of lengths) {
    groups.push(id.slice(start, start + length));
    start += length;
  }
  return groups.join(separator);
}
