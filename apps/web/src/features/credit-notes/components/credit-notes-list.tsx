import type { CreditNote } from '@fm/contract/schemas/credit-note';
import { Box, Button, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../components/record-list/format.ts';
import { type ListColumn, ResponsiveList } from '../../../ui/list-page/responsive-list.tsx';
import type { ListStateApi } from '../../../ui/list-page/use-list-state.ts';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { type CreditNoteDocument, useDownloadCreditNoteDocument } from '../api/credit-notes.ts';

type CreditNotesListProps = {
  rows: readonly CreditNote[];
  list: ListStateApi;
  onCancel: (note: CreditNote) => void;
};

const STATUS_COLORS: Record<CreditNote['status'], 'success' | 'default'> = {
  REVIEWED: 'success',
  CANCELLED: 'default',
};

/** The documents a note has: its own two, and the cancellation's once it is cancelled. */
function documentsOf(note: CreditNote): CreditNoteDocument[] {
  return [
    ...(note.pdf_url ? (['pdf'] as const) : []),
    ...(note.e_invoice_url ? (['e-invoice'] as const) : []),
    ...(note.cancellation_pdf_url ? (['cancellation-pdf', 'cancellation-e-invoice'] as const) : []),
  ];
}

function useNoteParts() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const download = useDownloadCreditNoteDocument();
  const money = (amount: number) => formatMoney(amount, language);
  const vat = (note: CreditNote) =>
    note.vat_percentage === 0 ? t('creditNotes.vatExempt') : `${money(note.vat_amount)} (${note.vat_percentage} %)`;
  const period = (note: CreditNote) =>
    note.service_period.start === note.service_period.end
      ? formatDate(note.service_period.start)
      : `${formatDate(note.service_period.start)} – ${formatDate(note.service_period.end)}`;
  const status = (note: CreditNote) => (
    <Chip size="small" color={STATUS_COLORS[note.status]} label={t(`creditNotes.status.${note.status}`)} />
  );
  const buttons = (note: CreditNote, onCancel: (note: CreditNote) => void) => (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {documentsOf(note).map((document) => (
        <Button
          key={document}
          size="small"
          variant="outlined"
          aria-label={t('creditNotes.downloadLabel', {
            document: t(`creditNotes.documents.${document}`),
            number: note.number,
          })}
          onClick={() =>
            download.mutate(
              { id: note.id, number: document.startsWith('cancellation') ? `${note.number}-S` : note.number, document },
              { onError: () => enqueueSnackbar(t('creditNotes.downloadFailed'), { variant: 'error' }) },
            )
          }
        >
          {t(`creditNotes.documents.${document}`)}
        </Button>
      ))}
      {note.allowed_actions.includes('cancel') ? (
        <Button
          size="small"
          color="error"
          aria-label={t('creditNotes.cancelLabel', { number: note.number })}
          onClick={() => onCancel(note)}
        >
          {t('creditNotes.cancel')}
        </Button>
      ) : null}
    </Box>
  );
  return { money, vat, period, status, buttons };
}

/** One page of credit notes: a table on wide screens, stacked cards on phones. */
export function CreditNotesList({ rows, list, onCancel }: CreditNotesListProps) {
  const { t } = useTranslation();
  const parts = useNoteParts();
  const caption = (text: ReactNode) => (
    <Typography variant="caption" color="text.secondary" component="p">
      {text}
    </Typography>
  );
  const columns: ListColumn<CreditNote>[] = [
    {
      key: 'number',
      label: t('creditNotes.columns.number'),
      sortKey: 'number',
      isNoWrap: true,
      render: (note) => note.number,
    },
    { key: 'status', label: t('creditNotes.columns.status'), isStatus: true, render: parts.status },
    {
      key: 'date',
      label: t('creditNotes.columns.date'),
      sortKey: 'created_at',
      isNoWrap: true,
      render: (note) => formatDate(note.submitted_date),
    },
    {
      key: 'freelancer',
      label: t('creditNotes.columns.freelancer'),
      render: (note) => (
        <>
          {note.freelancer.first_name} {note.freelancer.last_name}
          {caption(note.agency.name)}
        </>
      ),
    },
    {
      key: 'service',
      label: t('creditNotes.columns.service'),
      render: (note) => (
        <>
          {note.booking.title}
          {caption(`${note.project.name} · ${t('creditNotes.servicePeriod', { period: parts.period(note) })}`)}
          {note.cancel_reason
            ? caption(
                t('creditNotes.cancelledBecause', { number: note.cancellation_number, reason: note.cancel_reason }),
              )
            : null}
        </>
      ),
    },
    {
      key: 'net',
      label: t('creditNotes.columns.net'),
      align: 'right',
      isNoWrap: true,
      hideBelow: 'xl',
      render: (note) => (
        <>
          {parts.money(note.net_amount)}
          {caption(parts.vat(note))}
        </>
      ),
    },
    {
      key: 'gross',
      label: t('creditNotes.columns.gross'),
      sortKey: 'gross_amount',
      align: 'right',
      isNoWrap: true,
      render: (note) => parts.money(note.gross_amount),
    },
  ];
  return (
    <ResponsiveList
      rows={rows}
      rowKey={(note) => note.id}
      columns={columns}
      label={t('creditNotes.title')}
      sort={list}
      actions={(note) => parts.buttons(note, onCancel)}
      actionsLabel={t('creditNotes.columns.documents')}
    />
  );
}
