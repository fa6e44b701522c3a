import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatPercent } from './budget-format.ts';
import '../messages.ts';

/** The bar runs to 125 % so that the 80 % and 100 % marks and an overdraft stay visible. */
const SCALE = 125;

type BudgetBarProps = { percentUsed: number | null; percentProjected: number | null };

/**
 * Commissioned share of the budget as a bar, the projection as a lighter band behind it, with marks at 80 % and
 * 100 %. Screen readers get a progressbar with the value as text.
 */
export function BudgetBar({ percentUsed, percentProjected }: BudgetBarProps) {
  const { t, i18n } = useTranslation();
  const used = percentUsed ?? 0;
  const position = (value: number) => `${(Math.min(value, SCALE) / SCALE) * 100}%`;
  const color = used >= 100 ? 'error.main' : used >= 80 ? 'warning.main' : 'primary.main';
  return (
    <Box sx={{ pt: 2.5, pb: 0.5 }}>
      <Box
        role="progressbar"
        aria-label={t('budget.widget.bar')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(used)}
        aria-valuetext={t('budget.widget.used', { percent: formatPercent(used, i18n.language) })}
        sx={{ position: 'relative', height: 14, borderRadius: 7, bgcolor: 'action.hover', overflow: 'visible' }}
      >
        {percentProjected !== null && percentProjected > used ? (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              width: position(percentProjected),
              borderRadius: 7,
              bgcolor: color,
              opacity: 0.3,
            }}
          />
        ) : null}
        <Box sx={{ position: 'absolute', inset: 0, width: position(used), borderRadius: 7, bgcolor: color }} />
        {[80, 100].map((mark) => (
          <Box
            key={mark}
            aria-hidden
            sx={{
              position: 'absolute',
              top: -18,
              bottom: -4,
              left: position(mark),
              borderLeft: 2,
              borderColor: 'text.primary',
            }}
          >
            <Typography
              variant="caption"
              sx={{ position: 'absolute', top: -2, left: 2, lineHeight: 1, whiteSpace: 'nowrap' }}
            >
              {t(mark === 80 ? 'budget.widget.mark80' : 'budget.widget.mark100')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
