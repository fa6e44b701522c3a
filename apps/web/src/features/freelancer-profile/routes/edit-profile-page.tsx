import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { ProfileLoader } from '../components/profile-loader.tsx';
import '../messages.ts';

/** /edit-profile: the same form as the onboarding, every section on one page. */
export function EditProfilePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.editProfile')}>
      <Stack spacing={3}>
        <ProfileLoader>{(profile) => <ProfileForm profile={profile} layout="page" />}</ProfileLoader>
        <DeleteAccountSection />
      </Stack>
    </PageFrame>
  );
}
