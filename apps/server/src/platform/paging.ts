import { LIST_COUNT_CAP, type ListPage, lastPage } from '@fm/contract/envelope';

/**
 * A list's answer: one page of rows, the total and where the page stands in it (page, items, last_page). A count
 * above the list's cap (LIST_COUNT_CAP unless given; a capped count answers the cap + 1) is reported as the cap
 * with `is_total_capped`.
 */
export function pageOf<Item>(
  data: Item[],
  count: number,
  paging: { page: number; items: number },
  cap = LIST_COUNT_CAP,
): ListPage<Item> {
  const isCapped = count > cap;
  const total = isCapped ? cap : count;
  return {
    data,
    total,
    ...(isCapped ? { is_total_capped: true } : {}),
    page: paging.page,
    items: paging.items,
    last_page: lastPage(total, paging.items),
  };
}
