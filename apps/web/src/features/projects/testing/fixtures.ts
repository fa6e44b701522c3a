export { projectDetailFixture, projectListItemFixture } from '../../../test/project-fixture.ts';
