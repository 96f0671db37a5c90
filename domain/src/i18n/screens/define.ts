import type { Locale } from '../locales';

/**
 * The texts of one area of the UIs, all three languages side by side. The type makes every
 * language carry every key: a text added in pt-BR only does not compile.
 */
export function screenMessages<K extends string>(messages: {
  readonly [L in Locale]: Readonly<Record<K, string>>;
}) {
  return messages;
}
