import { ShellProviders } from '../shell-providers.tsx';
import { RequireSession } from './require-session.tsx';

/** The root of every signed-in page: the session guard inside the shell's providers (one lazy chunk). */
export function SignedInRoot() {
  return (
    <ShellProviders>
      <RequireSession />
    </ShellProviders>
  );
}
