import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { CreditMemoProcedure } from '../../features/credit-memo/components/credit-memo-procedure.tsx';

/** /credit-memo-procedure (freelancer): the routed page; the procedure lives in features/credit-memo. */
export function CreditMemoProcedurePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.creditMemoProcedure')}>
      <CreditMemoProcedure />
    </PageFrame>
  );
}
