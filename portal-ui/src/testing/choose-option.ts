import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks `name` in a searchable choice (forms/SearchSelect) as a person does with the pointer:
 * opens its list, or types `typing` into it first, and clicks the option once it is listed.
 */
export async function chooseOption(user: UserEvent, field: HTMLElement, name: string, typing?: string) {
  if (typing === undefined) await user.click(field);
  else {
    await user.clear(field);
    await user.type(field, typing);
  }
  const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`${field.id} controls no list`);
  await user.click(await within(list).findByRole('option', { name }));
}
