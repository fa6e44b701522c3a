import type { FreelancerDetail } from '@fm/contract/schemas/freelancer';
import CloseIcon from '@mui/icons-material/Close';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useFreelancersById } from '../api/get-freelancer.ts';
import { COMPARE_MAX, useCompareStore } from '../stores/compare-store.ts';
import { formatEuro, fullName } from '../utils/format.ts';
import { AvailabilityChip } from './availability-chip.tsx';
import { FreelancerAvatar } from './freelancer-avatar.tsx';

type Row = { key: string; render: (freelancer: FreelancerDetail) => ReactNode };

function Names({ items }: { items: { id: number; name: string }[] }) {
  if (items.length === 0) return <>–</>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((item) => (
        <Chip key={item.id} size="small" label={item.name} />
      ))}
    </Stack>
  );
}

/** The COMPARE tab: the chosen freelancers side by side; on a narrow screen the columns scroll sideways. */
export function CompareView() {
  const { t, i18n } = useTranslation();
  const entries = useCompareStore((state) => state.entries);
  const remove = useCompareStore((state) => state.remove);
  const clear = useCompareStore((state) => state.clear);
  const results = useFreelancersById(entries.map((entry) => entry.id));
  const euro = (amount: number | null) => (amount === null ? '–' : formatEuro(amount, i18n.language));

  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<CompareArrowsIcon fontSize="inherit" />}
        title={t('freelancers.compare.empty')}
        text={t('freelancers.compare.emptyText', { max: COMPARE_MAX })}
      />
    );
  }
  if (results.some((result) => result.isPending)) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('ui.list.loading')} />
      </Box>
    );
  }
  const failed = results.find((result) => result.isError);
  if (failed) return <ErrorState onRetry={() => void failed.refetch()} />;
  const freelancers = results.flatMap((result) => (result.data ? [result.data] : []));

  const rows: Row[] = [
    { key: 'availability', render: (item) => <AvailabilityChip availability={item.availability} /> },
    { key: 'rate', render: (item) => euro(item.rate) },
    { key: 'hourlyRate', render: (item) => euro(item.hourly_rate) },
    { key: 'experience', render: (item) => item.experience_start_year ?? '–' },
    { key: 'jobTitles', render: (item) => <Names items={item.job_titles} /> },
    { key: 'skills', render: (item) => <Names items={item.skills} /> },
    { key: 'specialities', render: (item) => <Names items={item.specialities} /> },
    { key: 'spokenLanguages', render: (item) => <Names items={item.spoken_languages} /> },
    { key: 'projects', render: (item) => <Names items={item.projects} /> },
    {
      key: 'portfolio',
      render: (item) =>
        item.portfolio_links.length === 0 ? (
          '–'
        ) : (
          <Stack spacing={0.5}>
            {item.portfolio_links.map((link) => (
              <Link key={link} href={link} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
                {link}
              </Link>
            ))}
          </Stack>
        ),
    },
  ];

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', p: 1.5 }}>
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {t('freelancers.compare.chosen', { count: entries.length })}
        </Box>
        <Button size="small" onClick={clear}>
          {t('freelancers.compare.clear')}
        </Button>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          aria-label={t('freelancers.tabs.COMPARE')}
          sx={{ tableLayout: 'fixed', minWidth: 140 + freelancers.length * 200 }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 140, position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }} />
              {freelancers.map((item) => {
                const name = fullName(item);
                return (
                  <TableCell key={item.id} scope="col" sx={{ verticalAlign: 'top' }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <FreelancerAvatar person={item} size={32} />
                      <Link
                        component={RouterLink}
                        to={`/freelancers/${item.id}`}
                        sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
                      >
                        {name}
                      </Link>
                      <IconButton
                        size="small"
                        aria-label={t('freelancers.compare.remove', { name })}
                        onClick={() => remove(item.id)}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', fontWeight: 600, zIndex: 1 }}
                >
                  {t(`freelancers.compare.rows.${row.key}`)}
                </TableCell>
                {freelancers.map((item) => (
                  <TableCell key={item.id} sx={{ verticalAlign: 'top' }}>
                    {row.render(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
