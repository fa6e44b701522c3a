import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The centred card every sign-in and registration page uses. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="auth-title"
      sx={{ width: '100%', maxWidth: 440, mx: 'auto', my: 'auto', p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography id="auth-title" variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Stack>
      {children}
    </Paper>
  );
}
