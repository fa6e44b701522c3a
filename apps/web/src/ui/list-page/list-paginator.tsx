import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@fm/contract/constants';
import { TablePagination } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ListPaginatorProps = {
  total: number;
  /** More rows match than the server counts (`is_total_capped`): the total reads "more than …". */
  isTotalCapped?: boolean;
  /** First page is 1, as on the wire. */
  page: number;
  items: number;
  onPageChange: (page: number) => void;
  onItemsChange: (items: number) => void;
};

/**
 * A page and its size held by the component, for a paginator outside a list page (whose state lives in the URL,
 * useListState): another size starts again at the first page.
 */
export function usePaging() {
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<number>(PAGE_SIZE_DEFAULT);
  const onItemsChange = (next: number) => {
    setItems(next);
    setPage(1);
  };
  return { page, items, onPageChange: setPage, onItemsChange };
}

/** Page navigation with 25/50/100/200 rows per page and translated labels. */
export function ListPaginator({
  total,
  isTotalCapped = false,
  page,
  items,
  onPageChange,
  onItemsChange,
}: ListPaginatorProps) {
  const { t, i18n } = useTranslation();
  const labels = {
    first: 'ui.list.firstPage',
    last: 'ui.list.lastPage',
    next: 'ui.list.nextPage',
    previous: 'ui.list.previousPage',
  } as const;
  const lastPageIndex = Math.max(0, Math.ceil(total / items) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, lastPageIndex)}
      rowsPerPage={items}
      rowsPerPageOptions={PAGE_SIZE_OPTIONS}
      onPageChange={(_event, index) => onPageChange(index + 1)}
      onRowsPerPageChange={(event) => onItemsChange(Number(event.target.value))}
      labelRowsPerPage={t('ui.list.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        count === -1
          ? t('ui.list.displayedRowsMore', { from, to })
          : isTotalCapped
            ? t('ui.list.displayedRowsCapped', { from, to, count: count.toLocaleString(i18n.language) })
            : t('ui.list.displayedRows', { from, to, count })
      }
      getItemAriaLabel={(type) => t(labels[type])}
      showFirstButton
      showLastButton
      sx={{
        overflowX: 'auto',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 0.5, sm: 2 } },
        '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 }, ml: { xs: 0, sm: 1 } },
        '& .MuiTablePagination-actions': { ml: { xs: 0.5, sm: 2.5 } },
      }}
    />
  );
}
