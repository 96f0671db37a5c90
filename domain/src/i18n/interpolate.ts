export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills a text's `{name}` placeholders. Apart from the catalogues, so a UI can use it before they load. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  // A missing parameter stays visible as {name}: a gap in a message is easier to spot than a blank.
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
