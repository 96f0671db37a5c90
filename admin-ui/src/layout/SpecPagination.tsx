import { Pagination } from 'react-admin';
import { PAGE_SIZES } from '@claims/domain';

/** Every list's pager offers the spec's page sizes (SPEC §9), not react-admin's own. */
export function SpecPagination() {
  return <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />;
}
