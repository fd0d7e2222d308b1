import { useMutation } from '@tanstack/react-query';
import { apiRequest, DISCOVERY_API, type BetaRegistration } from '@scholarlens/common';

/** POST /api/beta/register (inst §7) with the registration as JSON. */
export async function registerForBeta(body: BetaRegistration): Promise<unknown> {
  const res = await apiRequest('POST', DISCOVERY_API.betaRegister, body);
  return res.status === 204 ? null : res.json().catch(() => null);
}

export function useBetaRegister() {
  return useMutation({ mutationFn: registerForBeta });
}
