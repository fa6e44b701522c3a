import { registerMessages } from '../../i18n/register-messages.ts';

/** Texts of the list pieces shared by time recording and flat-rate payments. */
registerMessages('recordList', {
  en: { filters: { any: 'All' } },
  de: { filters: { any: 'Alle' } },
});
