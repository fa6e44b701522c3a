import { isBudgetClosed } from '@fm/contract/enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetSection } from '../../../components/widget-section.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { formatEuro } from '../../../ui/locale-number.ts';
import { useAgencyBudget } from '../api/get-agency-budget.ts';
import { BudgetBar } from './budget-bar.tsx';
import { formatPercent, yearLabel, yearStartOfDate } from './budget-format.ts';
import { FinancialYearSelect } from './financial-year-select.tsx';
import '../messages.ts';

type BudgetWidgetProps = {
  /** The agency (admin and finance); agency users leave it out and get their active agency. */
  agencyId?: number;
  today?: Date;
};

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const content = (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="h6" component="dd" sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
  return hint ? <Tooltip title={hint}>{content}</Tooltip> : content;
}

/**
 * The budget widget: budget, commissioned, cleared, projected year end (current year), remaining, a bar with
 * 80 % and 100 % marks, and the financial year selector (this year, the one before and the next).
 */
export function BudgetWidget({ agencyId, today = new Date() }: BudgetWidgetProps) {
  const { t, i18n } = useTranslation();
  const current = yearStartOfDate(today);
  const [yearStart, setYearStart] = useState(current);
  const budget = useAgencyBudget(agencyId, yearLabel(yearStart));
  const money = (value: number) => formatEuro(value, i18n.language);
  const data = budget.data;
  const percentProjected =
    data && data.projected !== null && data.budget > 0 ? (data.projected / data.budget) * 100 : null;
  return (
    <WidgetSection
      title={
        agencyId !== undefined && data
          ? t('budget.widget.titleOf', { agency: data.agency_name, year: yearLabel(yearStart) })
          : t('budget.widget.title', { year: yearLabel(yearStart) })
      }
      badge={
        data ? (
          <Chip
            size="small"
            color={isBudgetClosed(data.status) ? 'default' : 'success'}
            label={t(isBudgetClosed(data.status) ? 'budget.widget.closed' : 'budget.widget.open')}
          />
        ) : null
      }
      actions={
        <FinancialYearSelect
          value={yearStart}
          onChange={setYearStart}
          yearStarts={[current - 1, current, current + 1]}
        />
      }
    >
      {budget.isPending ? (
        <Skeleton variant="rounded" height={140} aria-label={t('ui.list.loading')} />
      ) : budget.isError || !data ? (
        <ErrorState onRetry={() => void budget.refetch()} />
      ) : (
        <>
          {data.budget === 0 ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('budget.widget.noBudget')}
            </Alert>
          ) : null}
          <Box
            component="dl"
            aria-label={t('budget.widget.title', { year: data.financial_year })}
            sx={{
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
            }}
          >
            <Figure label={t('budget.widget.budget')} value={money(data.budget)} />
            <Figure label={t('budget.widget.commissioned')} value={money(data.commissioned)} />
            <Figure label={t('budget.widget.cleared')} value={money(data.cleared)} />
            {data.projected !== null ? (
              <Figure
                label={t('budget.widget.projected')}
                value={money(data.projected)}
                hint={t('budget.widget.projectedHint')}
              />
            ) : null}
            <Figure label={t('budget.widget.remaining')} value={money(data.remaining)} />
          </Box>
          {data.budget > 0 ? (
            <>
              <BudgetBar percentUsed={data.percentage_used} percentProjected={percentProjected} />
              <Typography variant="body2" color="text.secondary">
                {t('budget.widget.used', { percent: formatPercent(data.percentage_used ?? 0, i18n.language) })}
              </Typography>
            </>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {t('budget.widget.fee', { fee: formatPercent(data.freelancer_fee, i18n.language) })}
          </Typography>
        </>
      )}
    </WidgetSection>
  );
}
