import type { Knex } from 'knex';
import { reimbursement as domain } from '@claims/domain';
import { Port } from '@claims/db';
import { invalidField } from '../../validate';

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
  const ports = await Port.query(db)
    .whereIn('id', [portOfLoadingId, portOfDischargeId])
    .whereNull('deleted_at')
    .select('id', 'country');
  const countryOf = (id: string) => ports.find((port) => port.id === id)?.country;
  const route = domain.validateServiceRoute({
    serviceType: request.serviceType,
    loadingCountry: countryOf(portOfLoadingId),
    dischargeCountry: countryOf(portOfDischargeId),
  });
  if (!route.ok) throw invalidField(domain.SERVICE_ROUTE_PATH.join('.'), route.error, route.params);
}
