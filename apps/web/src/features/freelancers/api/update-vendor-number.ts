import { vendorNumberUpdate } from '@fm/contract/endpoints/freelancers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { freelancerQueryKey } from './get-freelancer.ts';

/** PUT /api/freelancer/vendor-number/update (finance and admin). */
export function useUpdateVendorNumber(freelancerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vendorNumber: string) =>
      callEndpoint(vendorNumberUpdate, { body: { freelancer_id: freelancerId, vendor_number: vendorNumber } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: freelancerQueryKey(freelancerId) }),
  });
}
