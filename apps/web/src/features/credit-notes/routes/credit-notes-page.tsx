import { creditNotesList } from '@fm/contract/endpoints/credit-notes';
import { CREDIT_NOTE_STATUSES } from '@fm/contract/enums';
import type { CreditNote } from '@fm/contract/schemas/credit-note';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyOptions } from '../../../api/use-agency-options.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useFreelancerOptions } from '../../../components/record-list/api/get-filter-options.ts';
import { OptionFilters } from '../../../components/record-list/option-filter.tsx';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { listPageStateOf } from '../../../ui/list-page/list-page-state.ts';
import { listQuery } from '../../../ui/list-page/list-query.ts';
import { hasActiveFilters, type ListState, useListState } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { type CreditNotesQuery, useCreditNotes } from '../api/credit-notes.ts';
import { AccountingExports } from '../components/accounting-exports.tsx';
import { CancelCreditNoteDialog } from '../components/cancel-credit-note-dialog.tsx';
import { CreditNotesList } from '../components/credit-notes-list.tsx';

export const CREDIT_NOTES_LIST_KEY = 'credit-notes';
export const CREDIT_NOTES_DEFAULTS = { tab: 'REVIEWED', sortBy: 'created_at', sort: 'desc' } as const;
const KEY = ['credit-notes'] as const;

/**
 * The list query: the tab's status applies while no other filter is set (docs/product.md §4); a freelancer always
 * asks for their own notes (docs/product.md §9.5), which is not a filter they set, so it keeps the tab.
 */
export function creditNotesQuery(state: ListState, ownFreelancerId: number | null): CreditNotesQuery {
  return listQuery(creditNotesList.query, state, {
    extra: {
      ...(hasActiveFilters(state) ? {} : { status: state.tab }),
      ...(ownFreelancerId === null ? {} : { freelancers: [ownFreelancerId] }),
    },
  });
}

/** /credit-notes for every role: issued and cancelled notes, their documents, and cancelling for finance. */
export function CreditNotesPage() {
  const { t } = useTranslation();
  const roles = useAuthStore(selectRoles);
  const userId = useAuthStore((state) => state.user?.id);
  const isFreelancer = roles.includes('freelancer');
  const isStaff = roles.some((role) => role === 'admin' || role.startsWith('finance'));
  const list = useListState(CREDIT_NOTES_LIST_KEY, CREDIT_NOTES_DEFAULTS);
  const notes = useCreditNotes(creditNotesQuery(list, isFreelancer && userId ? Number(userId) : null));
  const agencies = useAgencyOptions(isStaff);
  const freelancers = useFreelancerOptions(KEY, !isFreelancer);
  const [cancelling, setCancelling] = useState<CreditNote | null>(null);

  return (
    <PageFrame title={t('creditNotes.title')}>
      {isStaff ? <AccountingExports /> : null}
      <ListPage
        title={t('creditNotes.title')}
        titleComponent="h2"
        list={list}
        tabs={CREDIT_NOTE_STATUSES.map((value) => ({ value, label: t(`creditNotes.tabs.${value}`) }))}
        dateRanges={[{ name: 'date', label: t('creditNotes.date') }]}
        filters={
          isFreelancer ? null : (
            <OptionFilters
              list={list}
              filters={[
                { name: 'freelancers', label: t('creditNotes.filters.freelancers'), options: freelancers.data },
                ...(isStaff
                  ? [{ name: 'agencies', label: t('creditNotes.filters.agencies'), options: agencies.data }]
                  : []),
              ]}
            />
          )
        }
        {...listPageStateOf(notes)}
        emptyState={<EmptyState text={t('creditNotes.empty')} />}
      >
        <CreditNotesList rows={notes.data?.data ?? []} list={list} onCancel={setCancelling} />
      </ListPage>
      {cancelling ? <CancelCreditNoteDialog note={cancelling} onClose={() => setCancelling(null)} /> : null}
    </PageFrame>
  );
}
