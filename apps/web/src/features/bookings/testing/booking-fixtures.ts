/** The booking fixture lives with the shared test helpers (time records and payments build on it too). */
export { bookingFixture } from '../../../test/booking-fixture.ts';
