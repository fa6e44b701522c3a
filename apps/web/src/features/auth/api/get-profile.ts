import {
  adminProfileGet,
  agencyProfileGet,
  financeProfileGet,
  freelancerProfileGet,
} from '@fm/contract/endpoints/shell';
import type { Realm } from '@fm/contract/enums';
import type { AccountSettings } from '@fm/contract/schemas/account';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../api/client.ts';
import { needsAgencyChoice, useAuthStore } from '../../../stores/auth-store.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';

/** What the shell needs from each realm's own profile (docs/product.md §8). */
export type ProfileView = {
  firstName: string;
  lastName: string;
  profileImage: string | null;
  isProfileComplete: boolean;
  settings: AccountSettings;
  counts: { toDo: number; info: number; message: number };
  /** The active agency of an agency user. */
  agencyName: string | null;
};

type Counts = { unread_to_do_count: number; unread_info_count: number; unread_message_count: number };
const countsOf = (profile: Counts) => ({
  toDo: profile.unread_to_do_count,
  info: profile.unread_info_count,
  message: profile.unread_message_count,
});

/** Reads the signed-in user's profile through the realm's call (docs/product.md §10.4/§10.5). */
export async function fetchProfile(realm: Realm): Promise<ProfileView> {
  switch (realm) {
    case 'freelancer': {
      const profile = await callEndpoint(freelancerProfileGet);
      return {
        firstName: profile.first_name,
        lastName: profile.last_name,
        profileImage: profile.image_thumb ?? profile.image_url,
        isProfileComplete: profile.is_profile_complete,
        settings: profile.settings,
        counts: countsOf(profile),
        agencyName: null,
      };
    }
    case 'agency': {
      const profile = await callEndpoint(agencyProfileGet);
      return {
        firstName: profile.user.first_name,
        lastName: profile.user.last_name,
        profileImage: profile.user_profile_image ?? profile.user.image_url,
        isProfileComplete: profile.is_profile_complete,
        settings: profile.settings,
        counts: countsOf(profile),
        agencyName: profile.name,
      };
    }
    case 'admin':
    case 'finance': {
      const profile = await callEndpoint(realm === 'admin' ? adminProfileGet : financeProfileGet, { query: {} });
      return {
        firstName: profile.user.first_name,
        lastName: profile.user.last_name,
        profileImage: profile.user.image_url,
        isProfileComplete: true,
        settings: profile.settings,
        counts: countsOf(profile),
        agencyName: null,
      };
    }
  }
}

/** Puts the names and profile state into the session; with `withSettings` also the server's theme/language. */
export function applyProfile(profile: ProfileView, { withSettings }: { withSettings: boolean }): void {
  useAuthStore.getState().setProfile({
    firstName: profile.firstName,
    lastName: profile.lastName,
    profileImage: profile.profileImage,
    isProfileComplete: profile.isProfileComplete,
  });
  if (!withSettings) return;
  const preferences = usePreferencesStore.getState();
  if (profile.settings.theme) preferences.setTheme(profile.settings.theme);
  preferences.setLanguage(profile.settings.account_language);
}

export const profileQueryKey = (realm: Realm | null, group: string | null) => ['profile', realm, group] as const;

/** The profile behind the layout (names, badges, agency name); keeps the session's copy current. */
export function useProfileQuery() {
  const realm = useAuthStore((state) => state.realm);
  const activeGroup = useAuthStore((state) => state.activeGroup);
  const isWaitingForAgency = useAuthStore(needsAgencyChoice);
  const query = useQuery({
    queryKey: profileQueryKey(realm, activeGroup),
    queryFn: () => fetchProfile(realm as Realm),
    enabled: realm !== null && !isWaitingForAgency,
  });
  useEffect(() => {
    if (query.data) applyProfile(query.data, { withSettings: false });
  }, [query.data]);
  return query;
}
