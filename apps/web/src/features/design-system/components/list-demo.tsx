import { DATE_FORMAT } from '@fm/contract/constants';
import { BOOKING_LIST_TABS } from '@fm/contract/enums';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipToggle } from '../../../ui/chip-toggle.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { SortableHeaderCell } from '../../../ui/list-page/sortable-header-cell.tsx';
import { type ListState, toQuery, useListState } from '../../../ui/list-page/use-list-state.ts';
import { formatLocaleNumber } from '../../../ui/locale-number.ts';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import { DEMO_BOOKINGS, type DemoBooking } from '../demo-data.ts';
import { DemoSection } from './demo-section.tsx';

const COLUMNS = [
  'id',
  'title',
  'freelancer',
  'status',
  'start_date',
  'hours',
] as const satisfies readonly (keyof DemoBooking)[];

/** What the server would do with the query, done locally for the showcase. */
function queryLocally(state: ListState): { rows: DemoBooking[]; total: number } {
  const query = toQuery(state, BOOKING_LIST_TABS);
  const statuses = (query.status as readonly string[] | undefined) ?? null;
  const keywords = state.keywords.map((keyword) => keyword.toLowerCase());
  const range = state.dateRanges.date;
  const filtered = DEMO_BOOKINGS.filter(
    (row) =>
      (!statuses || statuses.includes(row.status)) &&
      keywords.every((keyword) => `${row.title} ${row.freelancer}`.toLowerCase().includes(keyword)) &&
      (!range?.start_date || row.start_date >= range.start_date) &&
      (!range?.end_date || row.start_date <= range.end_date) &&
      (!state.filters.hourly_only || row.rate_type === 'HOURLY'),
  );
  const sortBy = (state.sortBy ?? 'id') as keyof DemoBooking;
  const direction = state.sort === 'asc' ? 1 : -1;
  const sorted = [...filtered].sort((a, b) =>
    a[sortBy] < b[sortBy] ? -direction : a[sortBy] > b[sortBy] ? direction : 0,
  );
  const start = (state.page - 1) * state.items;
  return { rows: sorted.slice(start, start + state.items), total: filtered.length };
}

/** A list page on local rows, with the request query it would send. */
export function ListDemo() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const list = useListState('design-system-bookings', { tab: 'OPEN', sortBy: 'id', sort: 'desc' });
  const [isLoading, setLoading] = useState(false);
  const [isError, setError] = useState(false);
  const { rows, total } = queryLocally(list);

  return (
    <DemoSection title={t('ui.designSystem.sections.list')} isWide>
      <ListPage
        title={t('ui.designSystem.bookings')}
        titleComponent="h3"
        list={list}
        tabs={[
          { value: 'OPEN', label: t('ui.designSystem.tabs.OPEN') },
          { value: 'CLOSED', label: t('ui.designSystem.tabs.CLOSED') },
        ]}
        dateRanges={[{ name: 'date', label: t('ui.designSystem.period') }]}
        filters={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 0.5 }}>
            <ChipToggle
              label={t('ui.designSystem.hourlyOnly')}
              isSelected={Boolean(list.filters.hourly_only)}
              onChange={(isSelected) => list.setFilter('hourly_only', isSelected)}
            />
            <ChipToggle
              label={t('ui.designSystem.simulateLoading')}
              isSelected={isLoading}
              onChange={setLoading}
              color="secondary"
            />
            <ChipToggle
              label={t('ui.designSystem.simulateError')}
              isSelected={isError}
              onChange={setError}
              color="secondary"
            />
          </Box>
        }
        total={total}
        isLoading={isLoading}
        isError={isError}
        onRetry={() => setError(false)}
        isEmpty={rows.length === 0}
      >
        <Table size="small" aria-label={t('ui.designSystem.bookings')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <SortableHeaderCell
                  key={column}
                  column={column}
                  label={t(`ui.designSystem.columns.${column}`)}
                  sortBy={list.sortBy}
                  sort={list.sort}
                  onSort={list.toggleSort}
                  align={column === 'hours' ? 'right' : undefined}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.title}</TableCell>
                <TableCell>{row.freelancer}</TableCell>
                <TableCell>
                  <Chip size="small" label={row.status} />
                </TableCell>
                <TableCell>{dayjs(row.start_date).format(DATE_FORMAT)}</TableCell>
                <TableCell align="right">{formatLocaleNumber(row.hours, language, { minDecimals: 2 })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListPage>
      <Typography variant="caption" component="p">
        {t('ui.designSystem.query')}:
      </Typography>
      <Box
        component="code"
        data-testid="list-demo-query"
        sx={{
          display: 'block',
          fontSize: 12,
          overflowWrap: 'anywhere',
          bgcolor: 'action.hover',
          p: 1,
          borderRadius: 1,
        }}
      >
        {JSON.stringify(toQuery(list, BOOKING_LIST_TABS))}
      </Box>
    </DemoSection>
  );
}
