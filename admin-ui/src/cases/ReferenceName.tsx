import { useGetOne } from 'react-admin';

/** The name of a referenced record (a port, a vessel, an inspector), or nothing while it loads. */
export function ReferenceName({
  reference,
  id,
  render = (r) => String(r.name ?? ''),
}: {
  reference: string;
  id: string | null | undefined;
  render?: (record: Record<string, unknown>) => string;
}) {
  const { data } = useGetOne(reference, { id: id ?? '' }, { enabled: !!id, retry: false });
  if (!id) return null;
  return <>{data ? render(data) : ''}</>;
}

const portName = (port: Record<string, unknown>) => `${String(port.name ?? '')} (${String(port.code ?? '')})`;

/** A port as the case pages name it, with its code: "Santos (BRSSZ)". */
export function PortName({ id }: { id: string | null | undefined }) {
  return <ReferenceName reference="ports" id={id} render={portName} />;
}
