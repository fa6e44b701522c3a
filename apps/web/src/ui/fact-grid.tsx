import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A description list of facts laid out in as many columns as fit, each at least 200px wide. */
export function FactGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' }}
    >
      {children}
    </Box>
  );
}

/** One fact of a FactGrid: a small caption over its value, which wraps anywhere rather than overflow. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
