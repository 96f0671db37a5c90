import type { Page } from 'playwright-core';
import { LANGUAGE_NAMES, type Locale } from '@claims/domain/i18n/locales';
import type { StackAndBrowser } from '@claims/scripts/testing/browser-stack';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { openConsole, signInAsStaff } from '@claims/scripts/testing/console-harness';
import { ownUser } from '@claims/api/testing/tokens';

/**
 * A claims analyst of the test's own, signed in on the console in `locale` (picked on the login
 * page, so it is the profile's too): what its profile says and sends is the test's alone, whatever
 * other files do to the demo staff at the same time. `watch` has seen the page from before the sign-in.
 */
export async function ownAnalystOnConsole(
  run: StackAndBrowser,
  locale: Locale,
  name: string,
  lastName: string,
): Promise<{ email: string; page: Page; watch: ReturnType<typeof watchFailures> }> {
  const email = await ownUser(run.stack.deps.db, 'CLAIMS', 'console-analyst', { name, lastName });
  const page = await openConsole(run.browser, run.stack, locale);
  const watch = watchFailures(page);
  await signInAsStaff(page, email, `${name} ${lastName}`, LANGUAGE_NAMES[locale]);
  return { email, page, watch };
}
