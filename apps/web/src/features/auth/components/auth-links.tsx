import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type AuthLink = { to: string; labelKey: string };

/** The links below a sign-in form (other sign-ins, password reset, back). */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ mt: 3, alignItems: 'flex-start' }}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} underline="hover" variant="body2">
          {t(link.labelKey)}
        </Link>
      ))}
    </Stack>
  );
}
