/** The bookings page opening a new booking request with this freelancer chosen. */
export function bookFreelancerPath(freelancer: { id: number; first_name: string; last_name: string }): string {
  const params = new URLSearchParams({
    new: '1',
    freelancer: String(freelancer.id),
    firstName: freelancer.first_name,
    lastName: freelancer.last_name,
  });
  return `/bookings?${params}`;
}
