import { formatIban } from '@fm/contract/schemas/validation';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailSection } from '../../../components/detail-section.tsx';
import { useStoredImage } from '../../../hooks/use-stored-image.ts';
import '../messages.ts';
import { formatEuro } from '../../../ui/locale-number.ts';
import { ProfileLoader } from './profile-loader.tsx';

function ProfileAvatar({ url, initials }: { url: string | null; initials: string }) {
  const image = useStoredImage(url);
  return (
    <Avatar src={image} alt="" sx={{ width: 72, height: 72 }}>
      {initials}
    </Avatar>
  );
}

const euro = (amount: number | null, language: string) => (amount === null ? null : formatEuro(amount, language));

/** The freelancer's own /profile: a read-only summary with the way to the editor and the credit memo procedure. */
export function FreelancerProfileSummary() {
  const { t, i18n } = useTranslation();
  const none = t('freelancerProfile.summary.none');
  const field = (key: string) => t(`freelancerProfile.fields.${key}`);
  return (
    <ProfileLoader>
      {(profile) => {
        const address = profile.residential_address;
        return (
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <ProfileAvatar
                  url={profile.image_thumb ?? profile.image_url}
                  initials={`${profile.first_name[0] ?? ''}${profile.last_name[0] ?? ''}`}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="h6" component="h2">
                    {profile.first_name} {profile.last_name}
                  </Typography>
                  <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {profile.email}
                  </Typography>
                  <Typography color="text.secondary">
                    {profile.job_titles.map((title) => title.name).join(', ')}
                  </Typography>
                </Box>
                <Button component={RouterLink} to="/edit-profile" variant="contained" startIcon={<EditOutlinedIcon />}>
                  {t('freelancerProfile.summary.edit')}
                </Button>
              </Stack>
            </Paper>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <DetailSection title={t('freelancerProfile.summary.rates')}>
                <Typography>
                  {field('rate')}: {euro(profile.rate, i18n.language) ?? none}
                </Typography>
                <Typography>
                  {field('hourlyRate')}: {euro(profile.hourly_rate, i18n.language) ?? none}
                </Typography>
                {profile.experience_start_year ? (
                  <Typography>
                    {t('freelancerProfile.summary.since', { year: profile.experience_start_year })}
                  </Typography>
                ) : null}
                {profile.exclude_vat ? (
                  <Typography color="text.secondary">{t('freelancerProfile.summary.vatExcluded')}</Typography>
                ) : null}
              </DetailSection>
              <DetailSection title={t('freelancerProfile.summary.contact')}>
                <Typography>
                  {address ? `${address.street}, ${address.postal_code} ${address.city}, ${address.country}` : none}
                </Typography>
              </DetailSection>
              <DetailSection title={t('freelancerProfile.summary.bank')}>
                <Typography>
                  {field('iban')}: {profile.iban ? formatIban(profile.iban) : none}
                </Typography>
                <Typography>
                  {field('bic')}: {profile.bic ?? none}
                </Typography>
                <Typography>
                  {field('taxNumber')}: {profile.tax_number ?? none}
                </Typography>
                <Typography>
                  {t('freelancerProfile.summary.vendorNumber')}: {profile.vendor_number ?? none}
                </Typography>
              </DetailSection>
              <DetailSection title={t('freelancerProfile.summary.creditMemo')}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <Chip
                    size="small"
                    color={profile.has_accepted_credit_memo_procedure ? 'success' : 'warning'}
                    label={t(
                      profile.has_accepted_credit_memo_procedure
                        ? 'freelancerProfile.summary.creditMemoAccepted'
                        : 'freelancerProfile.summary.creditMemoOpen',
                    )}
                  />
                  {profile.has_accepted_credit_memo_procedure ? null : (
                    <Button component={RouterLink} to="/credit-memo-procedure" size="small">
                      {t('freelancerProfile.summary.readProcedure')}
                    </Button>
                  )}
                </Stack>
              </DetailSection>
              <DetailSection title={field('skills')}>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                  {profile.skills.length === 0 ? <Typography color="text.secondary">{none}</Typography> : null}
                  {profile.skills.map((skill) => (
                    <Chip key={skill.id} size="small" label={skill.name} />
                  ))}
                </Stack>
              </DetailSection>
              <DetailSection title={field('spokenLanguages')}>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                  {profile.spoken_languages.length === 0 ? (
                    <Typography color="text.secondary">{none}</Typography>
                  ) : null}
                  {profile.spoken_languages.map((language) => (
                    <Chip key={language.id} size="small" label={language.name} />
                  ))}
                </Stack>
              </DetailSection>
            </Box>
          </Stack>
        );
      }}
    </ProfileLoader>
  );
}
