import type { CreditNote } from '@fm/contract/schemas/credit-note';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
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
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../components/record-list/format.ts';
import { SortableHeaderCell } from '../../../ui/list-page/sortable-header-cell.tsx';
import type { ListStateApi } from '../../../ui/list-page/use-list-state.ts';
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
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const parts = useNoteParts();
  const sort = { sortBy: list.sortBy, sort: list.sort, onSort: list.toggleSort };
  const reasonLine = (note: CreditNote) =>
    note.cancel_reason ? (
      <Typography variant="caption" color="text.secondary" component="p">
        {t('creditNotes.cancelledBecause', { number: note.cancellation_number, reason: note.cancel_reason })}
      </Typography>
    ) : null;

  if (isPhone) {
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('creditNotes.title')}>
        {rows.map((note) => (
          <Card key={note.id} component="li" variant="outlined">
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
                  {note.number}
                </Typography>
                {parts.status(note)}
              </Box>
              <Typography variant="body2">
                {note.freelancer.first_name} {note.freelancer.last_name} · {note.agency.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {note.booking.title} · {t('creditNotes.servicePeriod', { period: parts.period(note) })}
              </Typography>
              <Typography variant="h6" component="p" sx={{ mt: 1 }}>
                {parts.money(note.gross_amount)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('creditNotes.columns.net')} {parts.money(note.net_amount)} · {t('creditNotes.columns.vat')}{' '}
                {parts.vat(note)} · {formatDate(note.submitted_date)}
              </Typography>
              {reasonLine(note)}
              <Box sx={{ mt: 1 }}>{parts.buttons(note, onCancel)}</Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={t('creditNotes.title')}>
      <TableHead>
        <TableRow>
          <SortableHeaderCell column="number" label={t('creditNotes.columns.number')} {...sort} />
          <SortableHeaderCell column="created_at" label={t('creditNotes.columns.date')} {...sort} />
          <TableCell>{t('creditNotes.columns.freelancer')}</TableCell>
          <TableCell>{t('creditNotes.columns.service')}</TableCell>
          <TableCell align="right">{t('creditNotes.columns.net')}</TableCell>
          <SortableHeaderCell column="gross_amount" align="right" label={t('creditNotes.columns.gross')} {...sort} />
          <TableCell>{t('creditNotes.columns.status')}</TableCell>
          <TableCell>{t('creditNotes.columns.documents')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((note) => (
          <TableRow key={note.id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{note.number}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(note.submitted_date)}</TableCell>
            <TableCell>
              {note.freelancer.first_name} {note.freelancer.last_name}
              <Typography variant="caption" color="text.secondary" component="p">
                {note.agency.name}
              </Typography>
            </TableCell>
            <TableCell sx={{ minWidth: 180 }}>
              <Typography variant="body2">{note.booking.title}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {note.project.name} · {t('creditNotes.servicePeriod', { period: parts.period(note) })}
              </Typography>
              {reasonLine(note)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {parts.money(note.net_amount)}
              <Typography variant="caption" color="text.secondary" component="p">
                {parts.vat(note)}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {parts.money(note.gross_amount)}
            </TableCell>
            <TableCell>{parts.status(note)}</TableCell>
            <TableCell>{parts.buttons(note, onCancel)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
