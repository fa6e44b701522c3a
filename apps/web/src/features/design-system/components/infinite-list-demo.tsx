import { Card, CardContent, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../../ui/list-page/infinite-list.tsx';
import { DEMO_FREELANCER_PAGES, type DemoFreelancer, demoFreelancerPage } from '../demo-data.ts';
import { DemoSection } from './demo-section.tsx';

const SIMULATED_LATENCY_MS = 600;

/** Infinite scroll over local pages, shaped like useInfiniteQuery's result. */
export function InfiniteListDemo() {
  const { t } = useTranslation();
  const [pages, setPages] = useState<DemoFreelancer[][]>(() => [demoFreelancerPage(1)]);
  const [isFetchingNextPage, setFetching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hasNextPage = pages.length < DEMO_FREELANCER_PAGES;

  const fetchNextPage = () => {
    if (isFetchingNextPage || !hasNextPage) return;
    setFetching(true);
    timer.current = setTimeout(() => {
      setPages((current) => [...current, demoFreelancerPage(current.length + 1)]);
      setFetching(false);
    }, SIMULATED_LATENCY_MS);
  };

  return (
    <DemoSection title={t('ui.designSystem.sections.infinite')} isWide>
      <InfiniteList
        aria-label={t('ui.designSystem.freelancers')}
        items={pages.flat()}
        getKey={(freelancer) => freelancer.id}
        hasNextPage={hasNextPage}
        fetchNextPage={fetchNextPage}
        isFetchingNextPage={isFetchingNextPage}
        minItemWidth={200}
        renderItem={(freelancer) => (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="p">
                {freelancer.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {freelancer.skill}
              </Typography>
            </CardContent>
          </Card>
        )}
      />
    </DemoSection>
  );
}
