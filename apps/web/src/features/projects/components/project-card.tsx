import { DATE_FORMAT } from '@fm/contract/constants';
import type { ProjectListItem } from '@fm/contract/schemas/project';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { Avatar, Box, Card, CardActionArea, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import '../messages.ts';
import { useToggleProjectBookmark } from '../api/toggle-project-bookmark.ts';

export const PROJECT_STATUS_COLORS = { ONGOING: 'success', PAUSED: 'warning', DONE: 'default' } as const;

/** One project in the list: image, name, client, due date, status, bookings and the bookmark toggle. */
export function ProjectCard({ project }: { project: ProjectListItem }) {
  const { t } = useTranslation();
  const bookmark = useToggleProjectBookmark();
  const isBookmarked = project.bookmark_id !== null;
  const bookmarkLabel = t(isBookmarked ? 'projects.removeBookmark' : 'projects.bookmark', { name: project.name });
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}>
      <CardActionArea component={RouterLink} to={`/projects/${project.id}`} sx={{ flex: 1, p: 2, pr: 7 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <Avatar variant="rounded" src={project.image_url ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
            {project.name.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {project.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {project.client_name ?? ''}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
          <Chip
            size="small"
            color={PROJECT_STATUS_COLORS[project.status]}
            label={t(`projects.status.${project.status}`)}
          />
          <Typography variant="body2" color="text.secondary">
            {project.due_date
              ? t('projects.due', { date: dayjs(project.due_date).format(DATE_FORMAT) })
              : t('projects.noDueDate')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('projects.bookings', { count: project.booking_count })}
          </Typography>
        </Box>
      </CardActionArea>
      <Tooltip title={bookmarkLabel}>
        <IconButton
          aria-label={bookmarkLabel}
          aria-pressed={isBookmarked}
          disabled={bookmark.isPending}
          onClick={() => bookmark.mutate({ id: project.id, bookmark_id: project.bookmark_id })}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          {isBookmarked ? <BookmarkIcon color="primary" /> : <BookmarkBorderIcon />}
        </IconButton>
      </Tooltip>
    </Card>
  );
}
