import { PROJECT_STATUSES, PROJECT_TABS, type ProjectStatus, type ProjectTab } from '@fm/contract/enums';
import { hasPermission } from '@fm/contract/roles';
import { projectsListQuery } from '@fm/contract/schemas/project';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { isAgencyUser, selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { ChipToggle } from '../../../ui/chip-toggle.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/list-page/infinite-list.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { listQuery } from '../../../ui/list-page/list-query.ts';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { AgencyFilter } from '../../../components/agency-filter.tsx';
import { useProjects } from '../api/get-projects.ts';
import { CreateProjectDialog } from '../components/create-project-dialog.tsx';
import { ProjectCard } from '../components/project-card.tsx';

/** The statuses each tab stands for while no filter is applied; BOOKMARKED keeps the default ONGOING and PAUSED. */
const TAB_STATUSES: Record<ProjectTab, readonly ProjectStatus[]> = {
  BOOKMARKED: [],
  ONGOING: ['ONGOING'],
  PAUSED: ['PAUSED'],
  DONE: ['DONE'],
};

export const PROJECTS_LIST_KEY = 'projects';

/** /projects — tabs, keyword, status, due-date range and "my projects", loaded page after page. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useAuthStore(selectRoles);
  const isAgency = useAuthStore(isAgencyUser);
  const isStaff = roles.some((role) => role === 'admin' || role.startsWith('finance'));
  const canCreate = isAgency && hasPermission(roles, 'manage-project');
  const [isCreating, setIsCreating] = useState(false);
  const list = useListState(PROJECTS_LIST_KEY, { tab: 'ONGOING' });
  const tab = (PROJECT_TABS.includes(list.tab as ProjectTab) ? list.tab : 'ONGOING') as ProjectTab;
  const { page: _page, ...query } = listQuery(
    projectsListQuery,
    { ...list, tab },
    { tabStatuses: TAB_STATUSES, extra: tab === 'BOOKMARKED' ? { bookmarked: true } : {} },
  );
  const projects = useProjects(query);
  const items = projects.data?.pages.flatMap((page) => page.data) ?? [];
  const statuses = (list.filters.status as ProjectStatus[] | undefined) ?? [];

  return (
    <PageFrame title={t('projects.title')}>
      <ListPage
        title={t(`projects.listTitle.${tab}`)}
        titleComponent="h2"
        list={list}
        tabs={PROJECT_TABS.map((value) => ({ value, label: t(`projects.tabs.${value}`) }))}
        dateRanges={[{ name: 'date', label: t('projects.dueDate') }]}
        actions={
          canCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
              {t('projects.create')}
            </Button>
          ) : undefined
        }
        filters={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 0.5 }}>
            {PROJECT_STATUSES.map((status) => (
              <ChipToggle
                key={status}
                label={t(`projects.status.${status}`)}
                isSelected={statuses.includes(status)}
                onChange={(isSelected) =>
                  list.setFilter(
                    'status',
                    isSelected ? [...statuses, status] : statuses.filter((item) => item !== status),
                  )
                }
              />
            ))}
            {isStaff ? (
              <AgencyFilter
                value={((list.filters.agencies as number[] | undefined) ?? [])[0] ?? null}
                onChange={(id) => list.setFilter('agencies', id === null ? null : [id])}
              />
            ) : null}
            {isAgency ? (
              <ChipToggle
                label={t('projects.myProjects')}
                isSelected={list.filters.my_projects === true}
                onChange={(isSelected) => list.setFilter('my_projects', isSelected)}
              />
            ) : null}
          </Box>
        }
      >
        <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
          <InfiniteList
            aria-label={t('projects.list')}
            items={items}
            getKey={(project) => project.id}
            renderItem={(project) => <ProjectCard project={project} />}
            hasNextPage={projects.hasNextPage}
            fetchNextPage={() => void projects.fetchNextPage()}
            isFetchingNextPage={projects.isFetchingNextPage}
            isLoading={projects.isLoading}
            isError={projects.isError}
            onRetry={() => void projects.refetch()}
            emptyState={<EmptyState text={t('projects.empty')} />}
          />
        </Box>
      </ListPage>
      {isCreating ? (
        <CreateProjectDialog
          isOpen
          onClose={() => setIsCreating(false)}
          onCreated={(project) => void navigate(`/projects/${project.id}`)}
        />
      ) : null}
    </PageFrame>
  );
}
