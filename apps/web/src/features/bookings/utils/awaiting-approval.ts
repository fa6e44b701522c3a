/** The approval widget's "Show all": the bookings list narrowed to those waiting for approval, whatever their dates. */
export const AWAITING_APPROVAL_PATH = '/bookings?awaiting=approval';
export const AWAITING_PARAM = 'awaiting';
