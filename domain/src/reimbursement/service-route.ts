import type { ServiceTypeKey } from '../codes/service-types';
import { invalid, valid, type Validation } from '../validators/validation';

/** Where a route the service type cannot sail is said: on the port the voyage ends at. */
export const SERVICE_ROUTE_PATH = ['shipping', 'portOfDischargeId'] as const;

/**
 * Cabotage is shipping between two ports of one country: a "cabotage" from Santos (BR) to Buenos
 * Aires (AR) is a long course under the wrong name, and filed as cabotage it escapes the carrier
 * notice that sends long courses by e-mail. A long course between two ports of one country is
 * left alone. The ports' countries are known to the api's store and to the wizard's port options,
 * so each looks them up and asks here; a country not known (a port not chosen yet, or one that
 * does not exist, which its own field says) judges nothing.
 */
export function validateServiceRoute(route: {
  serviceType: ServiceTypeKey | string | undefined;
  loadingCountry: string | null | undefined;
  dischargeCountry: string | null | undefined;
}): Validation<null> {
  const loading = route.loadingCountry?.trim().toUpperCase();
  const discharge = route.dischargeCountry?.trim().toUpperCase();
  if (route.serviceType !== 'CABOTAGE' || !loading || !discharge || loading === discharge) return valid(null);
  return invalid('validation.cabotageAcrossCountries');
}
