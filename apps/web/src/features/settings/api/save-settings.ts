import {
  adminSettingsUpdate,
  agencySettingsUpdate,
  financeSettingsUpdate,
  freelancerSettingsUpdate,
} from '@fm/contract/endpoints/shell';
import type { Realm } from '@fm/contract/enums';
import type { SettingsInput } from '@fm/contract/schemas/account';
import { callEndpoint } from '../../../api/client.ts';

/** Each realm's settings call (docs/product.md §10.4/§10.5). */
const SETTINGS_ENDPOINTS = {
  freelancer: freelancerSettingsUpdate,
  agency: agencySettingsUpdate,
  admin: adminSettingsUpdate,
  finance: financeSettingsUpdate,
} as const;

export function saveSettings(realm: Realm, settings: SettingsInput) {
  return callEndpoint(SETTINGS_ENDPOINTS[realm], { body: settings });
}
