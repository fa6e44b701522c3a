import { type ListPage, lastPage } from '@fm/contract/envelope';

/** A list's answer: one page of rows, the total and where the page stands in it (page, items, last_page). */
export function pageOf<Item>(data: Item[], total: number, paging: { page: number; items: number }): ListPage<Item> {
  return { data, total, page: paging.page, items: paging.items, last_page: lastPage(total, paging.items) };
}
