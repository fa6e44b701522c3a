import type { SortDirection } from '@fm/contract/enums';
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableHeaderCell } from './sortable-header-cell.tsx';

export type ListColumn<Row> = {
  key: string;
  /** Header in the table, label in front of the value on a card. */
  label: string;
  render: (row: Row) => ReactNode;
  /** The sort column on the wire; with it the header sorts. */
  sortKey?: string;
  align?: 'left' | 'right';
  /** Keep the value on one line (dates, amounts, codes). */
  isNoWrap?: boolean;
  /** The card's title line (first column by default). */
  isPrimary?: boolean;
  /** Shown in the card's title line beside the title (the status chip). */
  isStatus?: boolean;
  /** Left out of the table below this breakpoint (still on the card). */
  hideBelow?: 'md' | 'lg' | 'xl';
  /** Left out of the card (e.g. a value already in the title). */
  isTableOnly?: boolean;
};

/** The sort of a list; the list state itself (`sort={list}`) is one. */
export type ListSort = { sortBy: string | null; sort: SortDirection; toggleSort: (column: string) => void };

export type ResponsiveListProps<Row> = {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly ListColumn<Row>[];
  /** Accessible name of the table and the card list. */
  label: string;
  sort?: ListSort;
  /** The row's actions: a pinned last column in the table, a button row on the card. */
  actions?: (row: Row) => ReactNode;
  actionsLabel?: string;
};

const HIDE_BELOW = {
  md: { display: { xs: 'none', md: 'table-cell' } },
  lg: { display: { xs: 'none', lg: 'table-cell' } },
  xl: { display: { xs: 'none', xl: 'table-cell' } },
} as const;

/**
 * Long unbroken words (e-mail addresses, agency names, codes) break where they must instead of widening the table.
 * `anywhere`, unlike `break-word`, lowers the cell's min-content width, so the table itself can always shrink to its
 * frame, whatever the data; words still break at spaces and hyphens first.
 */
const WRAP = { overflowWrap: 'anywhere', hyphens: 'auto' } as const;

/** A long status ("Von Agentur freigegeben, wartet auf Finance") wraps inside its chip instead of widening the table. */
const WRAPPING_CHIPS = {
  '& .MuiChip-root': { height: 'auto', maxWidth: '100%' },
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;

/**
 * The body of every list screen: a dense table from the `sm` breakpoint on, whose cells wrap and whose actions sit
 * in a column pinned to the right edge, and stacked cards below `sm` with the title, the status, every value and the
 * actions visible.
 */
export function ResponsiveList<Row>(props: ResponsiveListProps<Row>) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return isPhone ? <CardList {...props} /> : <TableList {...props} />;
}

function TableList<Row>({ rows, rowKey, columns, label, sort, actions, actionsLabel }: ResponsiveListProps<Row>) {
  const { t } = useTranslation();
  const pinned = {
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}`,
  } as const;
  return (
    <Table
      size="small"
      aria-label={label}
      data-list-layout="table"
      sx={{ '& td, & th': { px: 1, ...WRAP }, ...WRAPPING_CHIPS }}
    >
      <TableHead>
        <TableRow>
          {columns.map((column) => {
            const sx = {
              ...(column.hideBelow ? HIDE_BELOW[column.hideBelow] : {}),
              ...(column.isNoWrap ? { whiteSpace: 'nowrap' } : {}),
            };
            return column.sortKey && sort ? (
              <SortableHeaderCell
                key={column.key}
                column={column.sortKey}
                label={column.label}
                align={column.align}
                sx={sx}
                sortBy={sort.sortBy}
                sort={sort.sort}
                onSort={sort.toggleSort}
              />
            ) : (
              <TableCell key={column.key} align={column.align} sx={sx}>
                {column.label}
              </TableCell>
            );
          })}
          {actions ? <TableCell sx={pinned}>{actionsLabel ?? t('ui.list.actions')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} hover>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                sx={{
                  ...(column.hideBelow ? HIDE_BELOW[column.hideBelow] : {}),
                  ...(column.isNoWrap ? { whiteSpace: 'nowrap', overflowWrap: 'normal' } : {}),
                }}
              >
                {column.render(row)}
              </TableCell>
            ))}
            {actions ? (
              <TableCell sx={pinned}>
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5 }}>
                  {actions(row)}
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CardList<Row>({ rows, rowKey, columns, label, actions }: ResponsiveListProps<Row>) {
  const primary = columns.find((column) => column.isPrimary) ?? columns[0];
  const status = columns.find((column) => column.isStatus);
  const details = columns.filter((column) => column !== primary && column !== status && !column.isTableOnly);
  return (
    <Box component="ul" aria-label={label} data-list-layout="cards" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={rowKey(row)}
          sx={{ px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h3" variant="subtitle2" sx={{ minWidth: 0, ...WRAP }}>
              {primary?.render(row)}
            </Typography>
            {status ? <Box sx={{ flexShrink: 0 }}>{status.render(row)}</Box> : null}
          </Box>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 0.75 }}
          >
            {details.map((column) => (
              <Box key={column.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: 0.25 }}>
                  {column.label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, minWidth: 0, textAlign: column.align === 'right' ? 'right' : 'left', ...WRAP }}
                >
                  {column.render(row)}
                </Typography>
              </Box>
            ))}
          </Box>
          {actions ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {actions(row)}
            </Stack>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
