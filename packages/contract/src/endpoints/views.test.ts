import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ListPage } from '../envelope.ts';
import type { ProjectDetail, ProjectListItem } from '../schemas/project.ts';
import type { ReportListItem } from '../schemas/report.ts';
import { ALL_ENDPOINTS } from './all.ts';
import { projectDetail, projectGet, projectList } from './projects.ts';
import { reportDetail, reportsGet, reportsList } from './reports.ts';

const VIEWS = [
  ['project list', projectList, projectGet],
  ['project detail', projectDetail, projectGet],
  ['report list', reportsList, reportsGet],
  ['report detail', reportDetail, reportsGet],
] as const;

describe('views of a call that answers a page or one item', () => {
  it.each(VIEWS)('the %s is the registered call on the wire, never a call of its own', (_, view, call) => {
    expect(view.viewOf).toBe(call);
    expect([view.method, view.base, view.path, view.roles]).toEqual([call.method, call.base, call.path, call.roles]);
    expect(ALL_ENDPOINTS).toContain(call);
    expect(ALL_ENDPOINTS).not.toContain(view);
  });

  it('reads the same query the call reads, each shape its own', () => {
    const listQuery = { page: '2', items: '10', keyword: ['Relaunch'] };
    expect(projectList.query.parse(listQuery)).toEqual(projectGet.query.parse(listQuery));
    expect(projectDetail.query.parse({ id: '7' })).toEqual({ id: 7 });
    expect(projectGet.query.parse({ id: '7' })).toEqual({ id: 7 });
    expect(reportDetail.query.safeParse({}).success).toBe(false);
    expect(reportsList.query.parse({})).toMatchObject({ sortBy: 'created_at', sort: 'desc' });
  });

  it('gives each shape its own input and output type (no assertion needed by callers)', () => {
    expectTypeOf<z.output<typeof projectList.output>>().toEqualTypeOf<ListPage<ProjectListItem>>();
    expectTypeOf<z.output<typeof projectDetail.output>>().toEqualTypeOf<ProjectDetail>();
    expectTypeOf<z.output<typeof reportsList.output>>().toEqualTypeOf<ListPage<ReportListItem>>();
    expectTypeOf<z.input<typeof projectDetail.query>>().toHaveProperty('id');
    expectTypeOf<z.input<typeof projectList.query>>().not.toHaveProperty('id');
  });
});
