import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
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
          // A narrow column breaks a long word rather than push the table past the card.
          '& .MuiTableCell-root': { px: 0.75, overflowWrap: 'anywhere' },
          '& .MuiTableCell-root:first-of-type': { pl: 0 },
          '& .MuiTableCell-root:last-of-type': { pr: 0 },
        }}
      >
        {children}
      </CardContent>
    </Card>
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
