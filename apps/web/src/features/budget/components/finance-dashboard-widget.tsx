import { PAGE_SIZE_OPTIONS } from '@fm/contract/constants';
import { isBudgetClosed } from '@fm/contract/enums';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetSection } from '../../../components/widget-section.tsx';
import { cappedCountText } from '../../../lib/capped-count.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ListPaginator, usePaging } from '../../../ui/list-page/list-paginator.tsx';
import { formatEuro } from '../../../ui/locale-number.ts';
import { useDownloadFinanceDashboard } from '../api/download-finance-dashboard.ts';
import { useFinanceDashboard } from '../api/get-finance-dashboard.ts';
import { formatPercent } from './budget-format.ts';
import '../messages.ts';

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h3">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 600 }}>{children}</Box>
    </Paper>
  );
}

/**
 * The finance dashboard (admin, finance users and CFOs): what waits for finance, this month, credit notes,
 * agencies near or over budget, and the budget use of every agency in the caller's scope, a page of the table at a
 * time (a global CFO's every agency drawn at once was thousands of rows on the dashboard); as XLSX or CSV too.
 */
export function FinanceDashboardWidget() {
  const { t, i18n } = useTranslation();
  const dashboard = useFinanceDashboard();
  const download = useDownloadFinanceDashboard();
  // The budget table a page at a time, as the lists are: a large group has thousands of agencies.
  const paging = usePaging();
  const { items } = paging;
  const money = (value: number) => formatEuro(value, i18n.language);
  const data = dashboard.data;
  const shownPage = Math.min(paging.page, Math.max(1, Math.ceil((data?.agencies.length ?? 0) / items)));
  return (
    <WidgetSection
      title={t('budget.finance.title', { year: data?.financial_year ?? '' })}
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            onClick={() => download.mutate('xlsx')}
          >
            {t('budget.finance.downloadXlsx')}
          </Button>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            onClick={() => download.mutate('csv')}
          >
            {t('budget.finance.downloadCsv')}
          </Button>
        </Stack>
      }
    >
      {dashboard.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label={t('ui.list.loading')} />
      ) : dashboard.isError || !data ? (
        <ErrorState onRetry={() => void dashboard.refetch()} />
      ) : (
        <Stack spacing={2}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(6, minmax(0, 1fr))',
              },
            }}
          >
            <Tile label={t('budget.finance.pendingTime')}>
              {cappedCountText(data.pending_time_records, i18n.language)}
            </Tile>
            <Tile label={t('budget.finance.pendingPayments')}>
              {cappedCountText(data.pending_flat_rate_payments, i18n.language)}
              {data.oldest_pending_days !== null ? (
                <Typography variant="caption" component="p" color="text.secondary">
                  {t('budget.finance.oldest', { count: data.oldest_pending_days })}
                </Typography>
              ) : null}
            </Tile>
            <Tile label={t('budget.finance.thisMonth')}>
              <Typography variant="body2">
                {t('budget.widget.commissioned')}: {money(data.this_month.commissioned)}
              </Typography>
              <Typography variant="body2">
                {t('budget.widget.cleared')}: {money(data.this_month.cleared)}
              </Typography>
            </Tile>
            <Tile label={t('budget.finance.creditNotes')}>
              {t('budget.finance.issuedCancelled', data.credit_notes)}
            </Tile>
            <Tile label={t('budget.finance.nearBudget')}>{data.agencies_near_budget}</Tile>
            <Tile label={t('budget.finance.overBudget')}>{data.agencies_over_budget}</Tile>
          </Box>
          <Typography variant="subtitle1" component="h3">
            {t('budget.finance.agencies')}
          </Typography>
          {data.agencies.length === 0 ? (
            <Typography color="text.secondary">{t('budget.finance.empty')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('budget.finance.agencies')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('budget.finance.agency')}</TableCell>
                    <TableCell align="right">{t('budget.widget.budget')}</TableCell>
                    <TableCell align="right">{t('budget.widget.commissioned')}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {t('budget.widget.cleared')}
                    </TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {t('budget.widget.remaining')}
                    </TableCell>
                    <TableCell align="right">{t('budget.finance.used')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.agencies.slice((shownPage - 1) * items, shownPage * items).map((agency) => {
                    const used = agency.percentage_used;
                    return (
                      <TableRow key={agency.id}>
                        <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                          {agency.name}
                          {isBudgetClosed(agency.status) ? (
                            <Chip size="small" label={t('budget.widget.closed')} sx={{ ml: 1 }} />
                          ) : null}
                        </TableCell>
                        <TableCell align="right">{money(agency.budget)}</TableCell>
                        <TableCell align="right">{money(agency.commissioned)}</TableCell>
                        <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                          {money(agency.cleared)}
                        </TableCell>
                        <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                          {money(agency.remaining)}
                        </TableCell>
                        <TableCell align="right" sx={{ minWidth: 90 }}>
                          {used === null ? '–' : `${formatPercent(used, i18n.language)} %`}
                          {used === null ? null : (
                            <LinearProgress
                              aria-hidden
                              variant="determinate"
                              value={Math.min(100, used)}
                              color={used >= 100 ? 'error' : used >= 80 ? 'warning' : 'primary'}
                            />
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                  <TableRow>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {t('budget.finance.total')}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {money(data.totals.budget)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {money(data.totals.commissioned)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600, display: { xs: 'none', md: 'table-cell' } }}>
                      {money(data.totals.cleared)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600, display: { xs: 'none', md: 'table-cell' } }}>
                      {money(data.totals.remaining)}
                    </TableCell>
                    <TableCell />
                  </TableRow>
                </TableBody>
              </Table>
              {data.agencies.length > PAGE_SIZE_OPTIONS[0] ? (
                <ListPaginator total={data.agencies.length} {...paging} page={shownPage} />
              ) : null}
            </Box>
          )}
        </Stack>
      )}
    </WidgetSection>
  );
}
