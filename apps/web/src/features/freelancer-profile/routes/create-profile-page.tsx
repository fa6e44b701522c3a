import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { ProfileLoader } from '../components/profile-loader.tsx';
import '../messages.ts';

/** /create-profile: the freelancer's onboarding, step by step. */
export function CreateProfilePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.createProfile')}>
      <ProfileLoader>{(profile) => <ProfileForm profile={profile} layout="steps" />}</ProfileLoader>
    </PageFrame>
  );
}
