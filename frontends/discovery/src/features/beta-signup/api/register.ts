import { useMutation } from '@tanstack/react-query';
import { BETA_API, type BetaRegistration } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** POST /api/beta/register (inst §7) with the registration as JSON. */
export const registerForBeta = (body: BetaRegistration) => api.post<unknown>(BETA_API.register, body);

export function useBetaRegister() {
  return useMutation({ mutationFn: registerForBeta });
}
