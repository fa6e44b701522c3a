export { freelancerDetail as detail, freelancerListItem as listItem } from '../../../test/freelancer-fixture.ts';
