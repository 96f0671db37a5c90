import type { OfficeCountry } from '../codes/offices';

/**
 * The inscrição estadual and municipal of the client data (SPEC §3) are Brazilian registrations
 * (state ICMS and city ISS). A company in Argentina, Paraguay or Uruguay has none to give, so
 * they are asked of, and required from, a Brazilian company only.
 */
export const asksStateAndCityRegistrations = (country: OfficeCountry): boolean => country === 'BR';
