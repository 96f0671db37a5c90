import { useContext } from 'react';
import { Chip } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  ChoicesContext,
  useTranslate,
  type AutocompleteArrayInputProps,
} from 'react-admin';

/**
 * A multi-select that, past 2 chosen options, says "3/64 escolhidos" instead of a row of chips
 * (SPEC §9), so a long choice (document types) keeps its field one line high.
 */
export function ChosenCountArrayInput(props: AutocompleteArrayInputProps) {
  const translate = useTranslate();
  const context = useContext(ChoicesContext);
  // Inside a <ReferenceArrayInput> the field's name comes from its choices context.
  const chosen = useWatch({ name: props.source ?? context?.source ?? '' }) as unknown[] | undefined;
  const total = props.choices?.length ?? context?.total ?? context?.allChoices?.length ?? 0;
  const count = Array.isArray(chosen) ? chosen.length : 0;
  return (
    <AutocompleteArrayInput
      {...props}
      {...(count > 2
        ? {
            renderValue: () => (
              <Chip
                size="small"
                label={translate('tables.chosenCount', { count, total: Math.max(total, count) })}
              />
            ),
          }
        : {})}
    />
  );
}
