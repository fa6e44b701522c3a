import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** Frame of the creditNotes page; its content comes with the credit-notes issue. */
export function CreditNotesPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.creditNotes')}>
      <ComingSoon />
    </PageFrame>
  );
}
