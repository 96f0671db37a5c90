import { Box } from '@mui/material';
import type { ComponentProps } from 'react';
import { FilterListItem, useListContext, type SortPayload } from 'react-admin';
import { CASE_LIST_DEFAULT_SORT } from './case-list-sort';

type Props = ComponentProps<typeof FilterListItem> & {
  /** The order this quick filter shows its cases in, e.g. nearest time bar first. */
  sort: SortPayload;
};

/**
 * A quick filter that also sorts the list when it is picked: "time bar within 30 days" shows the
 * nearest time bar first, which is what the analyst opens it for, and what its index serves at
 * any size (issue 19). The user may sort by another column afterwards. Picking it again (to
 * clear it) puts back the list's default order if the quick filter's own order is still on.
 */
export function SortingFilterListItem({ sort, value, ...props }: Props) {
  const { filterValues, sort: current, setSort } = useListContext();
  const selected = Object.entries(value as Record<string, unknown>).every(
    ([key, v]) => filterValues[key] === v,
  );
  const ownOrderOn = current.field === sort.field && current.order === sort.order;
  // Runs before FilterListItem's own click sets the filter: react-admin merges both changes.
  const onClickCapture = () => {
    if (!selected) setSort(sort);
    else if (ownOrderOn) setSort(CASE_LIST_DEFAULT_SORT);
  };
  return (
    <Box component="span" onClickCapture={onClickCapture} sx={{ display: 'contents' }}>
      <FilterListItem value={value} {...props} />
    </Box>
  );
}
