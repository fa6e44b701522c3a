import { vatList } from '@fm/contract/endpoints/freelancers';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** GET /api/freelancer/vat: the VAT rates a freelancer can choose. */
export function useVatRates() {
  return useQuery({ queryKey: ['freelancer-vat'], queryFn: () => callEndpoint(vatList), staleTime: 60 * 60_000 });
}
