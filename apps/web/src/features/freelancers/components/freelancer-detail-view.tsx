import { DATE_FORMAT } from '@fm/contract/constants';
import type { FreelancerDetail } from '@fm/contract/schemas/freelancer';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/detail-section.tsx';
import { useStoredImage } from '../../../hooks/use-stored-image.ts';
import { formatEuro, fullName } from '../utils/format.ts';
import { AvailabilityChip } from './availability-chip.tsx';

function ChipList({ items, empty }: { items: { id: number; name: string }[]; empty: string }) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((item) => (
        <Chip key={item.id} size="small" label={item.name} />
      ))}
    </Stack>
  );
}

/** Everything agencies, finance and admins see of a freelancer (docs/product.md §8). */
export function FreelancerDetailView({ freelancer, actions }: { freelancer: FreelancerDetail; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const none = t('freelancers.detail.none');
  const euro = (amount: number | null) => (amount === null ? '–' : formatEuro(amount, i18n.language));
  const label = (key: string) => t(`freelancers.compare.rows.${key}`);
  const image = useStoredImage(freelancer.image_thumb);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar src={image} alt="" sx={{ width: 72, height: 72, fontSize: 28 }}>
            {freelancer.first_name[0]}
            {freelancer.last_name[0]}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {fullName(freelancer)}
            </Typography>
            <Typography color="text.secondary">
              {freelancer.job_titles.map((title) => title.name).join(', ')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
              <AvailabilityChip availability={freelancer.availability} />
              {freelancer.is_active ? null : (
                <Chip size="small" color="error" label={t('freelancers.detail.inactive')} />
              )}
            </Stack>
          </Box>
          {actions}
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DetailSection title={t('freelancers.detail.contact')}>
          <Typography>
            {t('freelancers.detail.email')}: <Link href={`mailto:${freelancer.email}`}>{freelancer.email}</Link>
          </Typography>
          {freelancer.include_company_name && freelancer.company_name ? (
            <Typography>
              {t('freelancers.detail.company')}: {freelancer.company_name}
            </Typography>
          ) : null}
        </DetailSection>
        <DetailSection title={t('freelancers.detail.rates')}>
          <Typography>
            {label('rate')}: {euro(freelancer.rate)}
          </Typography>
          <Typography>
            {label('hourlyRate')}: {euro(freelancer.hourly_rate)}
          </Typography>
          <Typography>
            {t('freelancers.detail.since')}: {freelancer.experience_start_year ?? '–'}
          </Typography>
          {freelancer.exclude_vat ? (
            <Typography color="text.secondary">{t('freelancers.detail.vatExcluded')}</Typography>
          ) : null}
        </DetailSection>
        <DetailSection title={label('skills')}>
          <ChipList items={freelancer.skills} empty={none} />
        </DetailSection>
        <DetailSection title={label('specialities')}>
          <ChipList items={freelancer.specialities} empty={none} />
        </DetailSection>
        <DetailSection title={label('spokenLanguages')}>
          <ChipList items={freelancer.spoken_languages} empty={none} />
        </DetailSection>
        <DetailSection title={label('projects')}>
          <ChipList items={freelancer.projects} empty={none} />
        </DetailSection>
        <DetailSection title={t('freelancers.detail.portfolio')}>
          {freelancer.portfolio_links.length === 0 ? (
            <Typography color="text.secondary">{none}</Typography>
          ) : (
            <Stack spacing={0.5}>
              {freelancer.portfolio_links.map((link) => (
                <Link key={link} href={link} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
                  {link}
                </Link>
              ))}
            </Stack>
          )}
        </DetailSection>
        <DetailSection title={t('freelancers.detail.clients')}>
          <ChipList items={freelancer.clients.map((client) => ({ id: client.id, name: client.client }))} empty={none} />
        </DetailSection>
        <DetailSection title={t('freelancers.detail.absence')}>
          {freelancer.absence.length === 0 ? (
            <Typography color="text.secondary">{t('freelancers.detail.noAbsence')}</Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {[...freelancer.absence]
                .sort((a, b) => a.dates.localeCompare(b.dates))
                .map((day) => (
                  <Chip key={day.id} size="small" variant="outlined" label={dayjs(day.dates).format(DATE_FORMAT)} />
                ))}
            </Stack>
          )}
        </DetailSection>
        <DetailSection title={t('freelancers.detail.bookings')}>
          {freelancer.bookings.length === 0 ? (
            <Typography color="text.secondary">{t('freelancers.detail.noBookings')}</Typography>
          ) : (
            <Stack spacing={1}>
              {freelancer.bookings.map((booking) => (
                <Box key={booking.id}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {booking.title} · {booking.project.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {booking.agency_name} · {dayjs(booking.start_date).format(DATE_FORMAT)} –{' '}
                    {dayjs(booking.end_date).format(DATE_FORMAT)} ·{' '}
                    {t(`freelancers.detail.bookingStatus.${booking.status}`)}
                  </Typography>
                </Box>
              ))}
            </Stack>
          )}
        </DetailSection>
      </Box>
    </Stack>
  );
}
