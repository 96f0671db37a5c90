import { Alert } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, useGetOne, useTranslate } from 'react-admin';
import { protest } from '@claims/domain';
import type { ProtestLetterDetail } from './types';

/** The form's yes to a request on another BL: asked only when it differs, never sent to the api. */
export const CONFIRM_OTHER_SHIPMENT = 'confirmOtherShipment';

/**
 * Linking a letter to a request whose BL/CT-e is not the letter's: a tester linked one of another
 * shipment (other BL, vessel, port and date) unawares. A warning and a box to tick, not a block:
 * a request filed on a CT-e may still be the letter's shipment, which the analyst can tell.
 */
export function OtherShipmentWarning({ letter }: { letter: ProtestLetterDetail }) {
  const translate = useTranslate();
  const requestId = useWatch({ name: 'reimbursementRequestId' }) as string | undefined;
  const { data: request } = useGetOne(
    'reimbursements',
    { id: requestId ?? '' },
    { enabled: !!requestId, retry: false },
  );
  if (!requestId || !request || request.id !== requestId) return null;
  const requestBl = typeof request.blOrCte === 'string' ? request.blOrCte : null;
  if (protest.namesLetterShipment(letter, requestBl)) return null;
  return (
    <>
      <Alert severity="warning" sx={{ mt: 1 }}>
        {translate('console.protestLetters.otherShipment', {
          reference: String(request.reference ?? ''),
          requestBl: requestBl ?? '—',
          letterBl: letter.billOfLading ?? '—',
        })}
      </Alert>
      <BooleanInput
        source={CONFIRM_OTHER_SHIPMENT}
        label={translate('console.protestLetters.confirmOtherShipment')}
        helperText={false}
        validate={(confirmed: unknown) =>
          confirmed === true ? undefined : translate('console.protestLetters.otherShipmentUnconfirmed')
        }
      />
    </>
  );
}
