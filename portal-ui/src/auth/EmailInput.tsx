import type { ComponentProps } from 'react';
import { TextInput } from '../forms/inputs';
import { useI18n } from '../i18n/I18nContext';

/**
 * The e-mail box of the sign-in pages, named alike on each. `autoComplete` tells the browser what
 * to offer: the saved sign-in ("username") to sign in, any known address to ask for a link.
 */
export function EmailInput(
  props: Pick<ComponentProps<typeof TextInput>, 'autoComplete' | 'value' | 'onChange' | 'error'>,
) {
  const { t } = useI18n();
  return <TextInput label={t('portal.login.email')} type="email" {...props} />;
}
