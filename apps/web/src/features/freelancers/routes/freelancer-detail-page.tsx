import { hasPermission } from '@fm/contract/roles';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { isAgencyUser, selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useFreelancer } from '../api/get-freelancer.ts';
import { useToggleBookmark } from '../api/toggle-bookmark.ts';
import { DeleteFreelancerButton } from '../components/delete-freelancer-button.tsx';
import { FreelancerDetailView } from '../components/freelancer-detail-view.tsx';
import { VendorNumberForm } from '../components/vendor-number-form.tsx';
import { bookFreelancerPath } from '../utils/book-link.ts';
import { fullName } from '../utils/format.ts';
import '../messages.ts';

/** /freelancers/{id} (admin, finance, managing director, account manager). */
export function FreelancerDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const roles = useAuthStore(selectRoles);
  // Agency users request bookings (docs/product.md §3).
  const mayBook = useAuthStore(isAgencyUser);
  const navigate = useNavigate();
  const freelancer = useFreelancer(Number.isInteger(id) ? id : 0);
  const bookmark = useToggleBookmark();

  const body = (() => {
    if (!Number.isInteger(id) || id <= 0 || (isApiError(freelancer.error) && freelancer.error.status === 404))
      return <Alert severity="warning">{t('freelancers.detail.notFound')}</Alert>;
    if (freelancer.isPending) return <PageLoader />;
    if (freelancer.isError) return <ErrorState onRetry={() => void freelancer.refetch()} />;
    const data = freelancer.data;
    const name = fullName(data);
    const isBookmarked = data.bookmark_id !== null;
    const canBookmark = !roles.includes('admin');
    return (
      <Stack spacing={2}>
        <FreelancerDetailView
          freelancer={data}
          actions={
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {canBookmark ? (
                <Button
                  variant={isBookmarked ? 'contained' : 'outlined'}
                  startIcon={isBookmarked ? <BookmarkIcon /> : <BookmarkBorderIcon />}
                  aria-pressed={isBookmarked}
                  disabled={bookmark.isPending}
                  onClick={() => bookmark.mutate({ user_id: data.user_id, bookmark_id: data.bookmark_id })}
                >
                  {t(isBookmarked ? 'freelancers.card.removeBookmark' : 'freelancers.card.bookmark', { name })}
                </Button>
              ) : null}
              {mayBook ? (
                <Button
                  variant="contained"
                  startIcon={<EventAvailableIcon />}
                  onClick={() => void navigate(bookFreelancerPath(data))}
                >
                  {t('freelancers.card.book')}
                </Button>
              ) : null}
              {hasPermission(roles, 'delete-freelancer-profile') ? (
                <DeleteFreelancerButton id={data.id} name={name} />
              ) : null}
            </Stack>
          }
        />
        {hasPermission(roles, 'freelancer-vendor-number-update') ? (
          <DetailSection title={t('freelancers.detail.vendorNumber')}>
            <VendorNumberForm key={data.vendor_number ?? ''} freelancerId={data.id} vendorNumber={data.vendor_number} />
          </DetailSection>
        ) : null}
      </Stack>
    );
  })();

  return <PageFrame title={t('pages.freelancerDetail')}>{body}</PageFrame>;
}
