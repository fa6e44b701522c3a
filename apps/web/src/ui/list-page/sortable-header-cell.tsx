import type { SortDirection } from '@fm/contract/enums';
import { Box, TableCell, type TableCellProps, TableSortLabel } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SortableHeaderCellProps = {
  column: string;
  label: ReactNode;
  sortBy: string | null;
  sort: SortDirection;
  /** Usually the list state's `toggleSort`. */
  onSort: (column: string) => void;
  align?: TableCellProps['align'];
  sx?: TableCellProps['sx'];
};

const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** A table header that sorts by its column (aria-sort on the cell, direction announced to screen readers). */
export function SortableHeaderCell({ column, label, sortBy, sort, onSort, align, sx }: SortableHeaderCellProps) {
  const { t } = useTranslation();
  const isActive = sortBy === column;
  return (
    <TableCell align={align} sx={sx} sortDirection={isActive ? sort : false}>
      <TableSortLabel active={isActive} direction={isActive ? sort : 'asc'} onClick={() => onSort(column)}>
        {label}
        {isActive ? (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {sort === 'asc' ? t('ui.list.sortAscending') : t('ui.list.sortDescending')}
          </Box>
        ) : null}
      </TableSortLabel>
    </TableCell>
  );
}
