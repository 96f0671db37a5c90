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
