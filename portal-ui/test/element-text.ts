import type { Locator } from 'playwright-core';

/** The text of an element with its no-break spaces as plain ones. */
export const textOf = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
