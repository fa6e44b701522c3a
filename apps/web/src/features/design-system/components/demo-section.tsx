import { Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** One labelled showcase card. */
export function DemoSection({
  title,
  children,
  isWide = false,
}: {
  title: ReactNode;
  children: ReactNode;
  isWide?: boolean;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minWidth: 0,
        gridColumn: isWide ? '1 / -1' : undefined,
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
