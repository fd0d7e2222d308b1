import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import { API_ACCESS_API, type ApiCatalogue, type ApiKey, type CreateApiKeyRequest, type CreatedApiKey } from '@scholarlens/contracts';

const ROOT = ['api-access'] as const;

/** GET /api/integrations/api-endpoints: the routes with their measured figures. */
export const apiCatalogueQuery = queryOptions({ queryKey: [...ROOT, API_ACCESS_API.endpoints], queryFn: () => api.get<ApiCatalogue>(API_ACCESS_API.endpoints) });
export const useApiCatalogue = () => useQuery(apiCatalogueQuery);

/** GET /api/integrations/api-keys (administrators). */
export const useApiKeys = (enabled: boolean) => useQuery(queryOptions({ queryKey: [...ROOT, API_ACCESS_API.keys], queryFn: () => api.get<ApiKey[]>(API_ACCESS_API.keys), enabled }));

function useKeyCommand<TBody, TAnswer>(command: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: command, onSuccess: () => client.invalidateQueries({ queryKey: [...ROOT, API_ACCESS_API.keys] }) });
}

/** POST /api/integrations/api-keys {name}: the answer holds the secret, this once. */
export const useCreateApiKey = () => useKeyCommand((body: CreateApiKeyRequest) => api.post<CreatedApiKey>(API_ACCESS_API.keys, body));
/** DELETE /api/integrations/api-keys/:keyId. */
export const useRevokeApiKey = () => useKeyCommand((keyId: string) => api.delete<ApiKey>(API_ACCESS_API.key(keyId)));
