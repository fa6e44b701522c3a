import type { FreelancerListItem } from '@fm/contract/schemas/freelancer';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStoredImage } from '../../../hooks/use-stored-image.ts';
import { formatEuro, fullName, yearsSince } from '../utils/format.ts';
import { AvailabilityChip } from './availability-chip.tsx';

const SHOWN_SKILLS = 4;

export type FreelancerCardProps = {
  freelancer: FreelancerListItem;
  isCompared: boolean;
  onCompareChange: () => void;
  onBookmarkToggle: () => void;
  isBookmarkBusy: boolean;
  /** Opens a booking request with this freelancer; absent for roles that may not book. */
  onBook?: () => void;
};

/** One freelancer in the list: name, titles, rates, experience, skills, availability, bookmark and compare. */
export function FreelancerCard({
  freelancer,
  isCompared,
  onCompareChange,
  onBookmarkToggle,
  isBookmarkBusy,
  onBook,
}: FreelancerCardProps) {
  const { t, i18n } = useTranslation();
  const name = fullName(freelancer);
  const isBookmarked = freelancer.bookmark_id !== null;
  const years = yearsSince(freelancer.experience_start_year);
  const bookmarkLabel = t(isBookmarked ? 'freelancers.card.removeBookmark' : 'freelancers.card.bookmark', { name });
  const hiddenSkills = freelancer.skills.length - SHOWN_SKILLS;
  const image = useStoredImage(freelancer.image_thumb);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar src={image} alt="" sx={{ width: 48, height: 48 }}>
            {freelancer.first_name[0]}
            {freelancer.last_name[0]}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={`/freelancers/${freelancer.id}`}
              variant="subtitle1"
              underline="hover"
              sx={{ fontWeight: 600, display: 'block' }}
              noWrap
            >
              {name}
            </Link>
            <Typography variant="body2" color="text.secondary" noWrap>
              {freelancer.job_titles.map((title) => title.name).join(', ')}
            </Typography>
          </Box>
          <Tooltip title={bookmarkLabel}>
            <span>
              <IconButton
                aria-label={bookmarkLabel}
                aria-pressed={isBookmarked}
                onClick={onBookmarkToggle}
                disabled={isBookmarkBusy}
                color={isBookmarked ? 'primary' : 'default'}
              >
                {isBookmarked ? <BookmarkIcon /> : <BookmarkBorderIcon />}
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <AvailabilityChip availability={freelancer.availability} />
          <Typography variant="body2">
            {freelancer.rate === null
              ? t('freelancers.card.noRate')
              : t('freelancers.card.perDay', { amount: formatEuro(freelancer.rate, i18n.language) })}
          </Typography>
          {freelancer.hourly_rate === null ? null : (
            <Typography variant="body2" color="text.secondary">
              {t('freelancers.card.perHour', { amount: formatEuro(freelancer.hourly_rate, i18n.language) })}
            </Typography>
          )}
        </Stack>
        {years === null ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {years === 1 ? t('freelancers.card.experienceOne') : t('freelancers.card.experience', { count: years })}
          </Typography>
        )}
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 0.75 }}>
          {freelancer.skills.slice(0, SHOWN_SKILLS).map((skill) => (
            <Chip key={skill.id} size="small" label={skill.name} />
          ))}
          {hiddenSkills > 0 ? (
            <Chip size="small" variant="outlined" label={t('freelancers.card.moreSkills', { count: hiddenSkills })} />
          ) : null}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pt: 0 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={isCompared}
              onChange={onCompareChange}
              slotProps={{ input: { 'aria-label': t('freelancers.card.compareName', { name }) } }}
            />
          }
          label={t('freelancers.card.compare')}
        />
        {onBook ? (
          <Button
            size="small"
            sx={{ ml: 'auto' }}
            aria-label={t('freelancers.card.bookName', { name })}
            onClick={onBook}
          >
            {t('freelancers.card.book')}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
