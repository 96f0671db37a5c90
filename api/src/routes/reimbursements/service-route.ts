import type { Knex } from 'knex';
import { reimbursement as domain } from '@claims/domain';
import { invalidField } from '../../validate';
import { livePortCountries } from './store';

/**
 * The service type against the countries of the request's ports (domain.validateServiceRoute):
 * only the store knows them. A cabotage from Santos to Buenos Aires is a 422 on the port of
 * discharge, as the wizard shows it, before anything is stored or any workflow starts.
 */
export async function assertServiceRoute(
  db: Knex,
  request: { serviceType: string; shipping: { portOfLoadingId: string; portOfDischargeId: string } },
): Promise<void> {
  const { portOfLoadingId, portOfDischargeId } = request.shipping;
  const ports = await livePortCountries(db, [portOfLoadingId, portOfDischargeId]);
  const countryOf = (id: string) => ports.find((port) => port.id === id)?.country;
  const route = domain.validateServiceRoute({
    serviceType: request.serviceType,
    loadingCountry: countryOf(portOfLoadingId),
    dischargeCountry: countryOf(portOfDischargeId),
  });
  if (!route.ok) throw invalidField(domain.SERVICE_ROUTE_PATH.join('.'), route.error, route.params);
}
