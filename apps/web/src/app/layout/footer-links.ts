/** The legal pages every public page's footer links to (the app's public layout and the sign-in page). */
export const FOOTER_LINKS = [
  { to: '/about', key: 'footer.about' },
  { to: '/terms-and-conditions', key: 'footer.terms' },
  { to: '/data-privacy', key: 'footer.privacy' },
  { to: '/imprint', key: 'footer.imprint' },
  { to: '/contact', key: 'footer.contact' },
] as const;
