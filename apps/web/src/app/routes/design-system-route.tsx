import { DesignSystemPage } from '../../features/design-system/design-system-page.tsx';
import { DateLocalization } from '../date-localization.tsx';

/** The design system page shows the date pickers outside the signed-in shell, so it brings the date setup along. */
export function DesignSystemRoute() {
  return (
    <DateLocalization>
      <DesignSystemPage />
    </DateLocalization>
  );
}
