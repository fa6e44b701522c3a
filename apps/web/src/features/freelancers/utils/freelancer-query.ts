import type { ListState } from '../../../ui/list-page/use-list-state.ts';
import type { FreelancerListQuery } from '../api/get-freelancers.ts';

/**
 * The freelancer filters as kept in the list state, and the list query they make (docs/product.md §8). Skills and
 * clients are kept as 'id|name' so that the chosen names survive a reload; `show_busy` is the inverse of
 * `available`, which defaults to true (docs/product.md §12) and would otherwise count as a filter that is always on.
 */
export const FILTER = {
  rateFrom: 'rate_from',
  rateTo: 'rate_to',
  experience: 'experience',
  skills: 'skills',
  clients: 'clients',
  bookmarked: 'bookmarked',
  showBusy: 'show_busy',
} as const;

export const RATE_LIMIT = 100_000;

export type NamedOption = { id: number; name: string };

export const encodeOption = (option: NamedOption) => `${option.id}|${option.name}`;

export function decodeOptions(value: unknown): NamedOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const [id, ...name] = String(entry).split('|');
    const number = Number(id);
    return Number.isInteger(number) && number > 0 && name.length > 0 ? [{ id: number, name: name.join('|') }] : [];
  });
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function readNumberFilter(state: Pick<ListState, 'filters'>, name: string): number | null {
  return numberOrNull(state.filters[name]);
}

export function toFreelancerQuery(state: ListState): FreelancerListQuery {
  const filters = state.filters;
  const query: FreelancerListQuery = {
    available: filters[FILTER.showBusy] !== true,
    bookmarked: state.tab === 'BOOKMARKED' || filters[FILTER.bookmarked] === true ? true : undefined,
  };
  if (state.keywords.length > 0) query.keyword = [...state.keywords];
  const rateFrom = numberOrNull(filters[FILTER.rateFrom]);
  const rateTo = numberOrNull(filters[FILTER.rateTo]);
  // The server takes both ends of the range or none.
  if (rateFrom !== null || rateTo !== null) query.rate = [rateFrom ?? 0, rateTo ?? RATE_LIMIT];
  const experience = numberOrNull(filters[FILTER.experience]);
  if (experience !== null && experience > 0) query.experience = experience;
  const range = state.dateRanges.date;
  if (range?.start_date) query.start_date = range.start_date;
  if (range?.end_date) query.end_date = range.end_date;
  const skills = decodeOptions(filters[FILTER.skills]).map((option) => option.id);
  if (skills.length > 0) query.skills = skills;
  const clients = decodeOptions(filters[FILTER.clients]).map((option) => option.id);
  if (clients.length > 0) query.clients = clients;
  return query;
}
