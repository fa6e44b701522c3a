import type { Realm } from '@fm/contract/enums';

export type SignInLink = { to: string; labelKey: string };

/** The other sign-in pages, offered when the identity provider refused the credentials on this one. */
export const OTHER_SIGN_INS: Record<Realm, readonly SignInLink[]> = {
  freelancer: [
    { to: '/sso?type=login', labelKey: 'auth.agencySignIn' },
    { to: '/admin-login', labelKey: 'auth.staffSignIn' },
  ],
  agency: [
    { to: '/login', labelKey: 'auth.freelancerSignIn' },
    { to: '/admin-login', labelKey: 'auth.staffSignIn' },
  ],
  admin: [
    { to: '/login', labelKey: 'auth.freelancerSignIn' },
    { to: '/sso?type=login', labelKey: 'auth.agencySignIn' },
  ],
  finance: [
    { to: '/login', labelKey: 'auth.freelancerSignIn' },
    { to: '/sso?type=login', labelKey: 'auth.agencySignIn' },
  ],
};

/** Below the freelancers' sign-in form (/login): password reset and the other sign-ins. */
export const FREELANCER_SIGN_IN_LINKS: readonly SignInLink[] = [
  { to: '/reset-password?realm=freelancer', labelKey: 'auth.forgotPassword' },
  ...OTHER_SIGN_INS.freelancer,
];
