import { DesignSystemPage } from '../../features/design-system/design-system-page.tsx';
import { ShellProviders } from '../shell-providers.tsx';

/** The design system page shows the date pickers outside the signed-in shell, so it brings the shell's providers (query client, dates) along. */
export function DesignSystemRoute() {
  return (
    <ShellProviders>
      <DesignSystemPage />
    </ShellProviders>
  );
}
