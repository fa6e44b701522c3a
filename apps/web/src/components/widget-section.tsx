import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type WidgetSectionProps = {
  title: ReactNode;
  /** Shown right after the title (e.g. a status chip). */
  badge?: ReactNode;
  /** The widget's controls (selectors, downloads), beside the title from `rowFrom` up, under it below. */
  actions?: ReactNode;
  rowFrom?: 'sm' | 'md';
  children: ReactNode;
};

/** A dashboard widget: an outlined section named by its heading, with its controls in the heading row. */
export function WidgetSection({ title, badge, actions, rowFrom = 'sm', children }: WidgetSectionProps) {
  const titleId = useId();
  const heading = (
    <Typography id={titleId} variant="h6" component="h2">
      {title}
    </Typography>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', [rowFrom]: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', mb: 2 }}
      >
        {badge ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            {heading}
            {badge}
          </Stack>
        ) : (
          heading
        )}
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}
