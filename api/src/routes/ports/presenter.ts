import type { PortResponse } from '@claims/contract';
import type { Port } from '@claims/db';

export function presentPort(port: Port): PortResponse {
  return {
    id: port.id,
    name: port.name,
    code: port.code,
    city: port.city,
    country: port.country,
    customizedAt: port.customizedAt?.toISOString() ?? null,
    createdAt: port.createdAt.toISOString(),
    updatedAt: port.updatedAt.toISOString(),
  };
}
