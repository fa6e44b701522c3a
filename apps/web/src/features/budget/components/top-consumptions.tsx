import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetSection } from '../../../components/widget-section.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { formatEuro } from '../../../ui/locale-number.ts';
import { type ConsumptionType, useTopConsumptions } from '../api/get-top-consumptions.ts';
import { formatPercent, yearLabel, yearStartOfDate } from './budget-format.ts';
import '../messages.ts';

const PAGE_SIZE = 5;

type TopConsumptionsProps = {
  /** Finance and CFOs also get the agency tab. */
  withAgencies?: boolean;
  agencyId?: number;
  today?: Date;
};

/** Top consumptions of the current financial year: tabs project, freelancer, client (and agency), sorted by amount. */
export function TopConsumptions({ withAgencies = false, agencyId, today = new Date() }: TopConsumptionsProps) {
  const { t, i18n } = useTranslation();
  const types: ConsumptionType[] = withAgencies
    ? ['projects', 'freelancers', 'clients', 'agencies']
    : ['projects', 'freelancers', 'clients'];
  const [type, setType] = useState<ConsumptionType>('projects');
  const [sortBy, setSortBy] = useState<'commissioned' | 'cleared'>('commissioned');
  const [page, setPage] = useState(1);
  const list = useTopConsumptions(type, {
    financial_year: yearLabel(yearStartOfDate(today)),
    ...(agencyId === undefined ? {} : { agency_id: agencyId }),
    sort_by: sortBy,
    page,
    items: PAGE_SIZE,
  });
  const money = (value: number) => formatEuro(value, i18n.language);
  const rows = list.data?.data ?? [];
  return (
    <WidgetSection
      title={t('budget.top.title')}
      actions={
        <TextField
          select
          size="small"
          label={t('budget.top.sortBy')}
          value={sortBy}
          onChange={(event) => {
            setSortBy(event.target.value as 'commissioned' | 'cleared');
            setPage(1);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="commissioned">{t('budget.widget.commissioned')}</MenuItem>
          <MenuItem value="cleared">{t('budget.widget.cleared')}</MenuItem>
        </TextField>
      }
    >
      <Tabs
        value={type}
        onChange={(_event, value: ConsumptionType) => {
          setType(value);
          setPage(1);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('budget.top.title')}
      >
        {types.map((value) => (
          <Tab key={value} value={value} label={t(`budget.top.${value}`)} />
        ))}
      </Tabs>
      {list.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label={t('ui.list.loading')} sx={{ mt: 1 }} />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('budget.top.empty')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t(`budget.top.${type}`)}>
            <TableHead>
              <TableRow>
                <TableCell>{t('budget.top.name')}</TableCell>
                <TableCell align="right">{t('budget.widget.commissioned')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('budget.widget.cleared')}
                </TableCell>
                <TableCell align="right">{t('budget.top.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
                    {row.name}
                    <LinearProgress
                      variant="determinate"
                      value={Math.min(100, row.share)}
                      sx={{ mt: 0.5 }}
                      aria-hidden
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(row.commissioned)}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {money(row.cleared)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {`${formatPercent(row.share, i18n.language)} %`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {(list.data?.last_page ?? 1) > 1 ? (
            <Pagination
              size="small"
              count={list.data?.last_page ?? 1}
              page={page}
              onChange={(_event, value) => setPage(value)}
              sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}
            />
          ) : null}
        </Box>
      )}
    </WidgetSection>
  );
}
