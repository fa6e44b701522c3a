/** The meta element in which the build lists the app's files for login.html (vite.config.ts, finishSignInPage). */
export const APP_FILES_META = 'fm-app-files';

/**
 * Once, at the person's first key or pointer press: the app's first download that this page does not share, fetched
 * at the lowest priority, so that the app's first page after signing in finds it cached. Not during the page's own
 * load, which it would slow on a phone.
 */
export function prefetchTheApp() {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${APP_FILES_META}"]`);
  if (!listed) return;
  // Taken once: without the list, later presses do nothing.
  listed.remove();
  for (const href of listed.content.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    // As the module scripts that will use them are fetched (CORS), so that the cached answer is theirs.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
