import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Topic = 'about' | 'terms' | 'privacy' | 'imprint' | 'contact' | 'maintenance';

/** A public information page: a title and a few paragraphs, in both languages. */
function InfoPage({ topic }: { topic: Topic }) {
  const { t } = useTranslation();
  const paragraphs = t(`info.${topic}.body`, { returnObjects: true }) as unknown;
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 760, mx: 'auto', width: '100%' }}
    >
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t(`info.${topic}.title`)}
        </Typography>
        {(Array.isArray(paragraphs) ? (paragraphs as string[]) : []).map((text) => (
          <Typography key={text} sx={{ lineHeight: 1.7 }}>
            {text}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}

export const AboutPage = () => <InfoPage topic="about" />;
export const TermsPage = () => <InfoPage topic="terms" />;
export const DataPrivacyPage = () => <InfoPage topic="privacy" />;
export const ImprintPage = () => <InfoPage topic="imprint" />;
export const ContactPage = () => <InfoPage topic="contact" />;
export const MaintenancePage = () => <InfoPage topic="maintenance" />;
