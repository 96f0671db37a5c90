import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled card of the case detail page (SPEC §2: summary, shipping, analysis, ...). */
export function DetailCard({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" id={id}>
      <CardHeader
        title={translate(title)}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }}
        sx={{ pb: 0 }}
      />
      {/* A card never clips its table: cells stay compact, and a table still wider scrolls inside. */}
      <CardContent
        sx={{
          overflowX: 'auto',
          // Words break only at spaces ("Fal|ta", "Cota|ção", "Carl|os" read as nonsense): a wide
          // table gets the room it needs from the page's layout (DetailColumns), not from its words.
          '& .MuiTableCell-root': { px: 0.75, overflowWrap: 'normal', wordBreak: 'normal' },
          '& .MuiTableCell-root:first-of-type': { pl: 0 },
          '& .MuiTableCell-root:last-of-type': { pr: 0 },
        }}
      >
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A titled card holding one table (the claimed items, the containers): the `head` cells over the
 * body's rows, or the card's `emptyText` when it has no rows.
 */
export function TableCard({
  title,
  empty,
  emptyText,
  head,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <DetailCard title={title}>
      {empty ? (
        <EmptyState text={emptyText} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>{head}</TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </Box>
      )}
    </DetailCard>
  );
}

/**
 * A detail page's two columns on a wide screen (main cards, and a narrower side of files, messages
 * and timeline), one column below lg. A card whose table needs the page's whole width (the claimed
 * items, the containers, the case log) sits between two of these, not inside a column.
 */
export function DetailColumns({ main, side }: { main: ReactNode; side?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: side ? '2fr 1fr' : '1fr' } }}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {main}
      </Stack>
      {side ? (
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {side}
        </Stack>
      ) : null}
    </Box>
  );
}

/** Label above value, in a responsive grid of facts. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2, m: 0 }}
    >
      {children}
    </Box>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  const empty = children === null || children === undefined || children === '';
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {empty ? '—' : children}
      </Typography>
    </Box>
  );
}

export function EmptyState({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(text)}
    </Typography>
  );
}
