import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import {
  type ConfigureIntegrationRequest,
  type ConnectIntegrationRequest,
  type CreatePipelineRequest,
  INTEGRATIONS_API,
  type Integration,
  type IntegrationCategoryFilter,
  type IntegrationDelivery,
  type IntegrationTemplate,
  type Pipeline,
} from '@scholarlens/contracts';

/** Every integrations query starts with this key, so one invalidation refreshes the panel. */
const ROOT = ['integrations'] as const;

const templatesPath = (category: IntegrationCategoryFilter) => (category === 'all' ? INTEGRATIONS_API.templates : `${INTEGRATIONS_API.templates}?category=${category}`);

/** GET /api/integrations/templates[?category=] (spec inst §2's category filter). */
export const useTemplates = (category: IntegrationCategoryFilter) =>
  useQuery(queryOptions({ queryKey: [...ROOT, 'templates', category], queryFn: () => api.get<IntegrationTemplate[]>(templatesPath(category)) }));

/** GET /api/integrations: polled every 10 s, so deliveries and scheduled syncs show up. */
export const useIntegrations = () => useQuery(queryOptions({ queryKey: [...ROOT, 'list'], queryFn: () => api.get<Integration[]>(INTEGRATIONS_API.list), refetchInterval: 10_000 }));

export const usePipelines = () => useQuery(queryOptions({ queryKey: [...ROOT, 'pipelines'], queryFn: () => api.get<Pipeline[]>(INTEGRATIONS_API.pipelines), refetchInterval: 10_000 }));

/** GET /api/integrations/:id/deliveries, polled every 3 s while shown. */
export const useDeliveries = (integrationId: string) =>
  useQuery(queryOptions({ queryKey: [...ROOT, 'deliveries', integrationId], queryFn: () => api.get<IntegrationDelivery[]>(INTEGRATIONS_API.deliveries(integrationId)), refetchInterval: 3_000 }));

function useIntegrationCommand<TBody, TAnswer>(command: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: command, onSuccess: () => client.invalidateQueries({ queryKey: [...ROOT] }) });
}

export const useConnect = () => useIntegrationCommand((body: ConnectIntegrationRequest) => api.post<Integration>(INTEGRATIONS_API.connect, body));
export const useConfigure = () =>
  useIntegrationCommand(({ id, body }: { id: string; body: ConfigureIntegrationRequest }) => api.put<Integration>(INTEGRATIONS_API.config(id), body));
export const useDisconnect = () => useIntegrationCommand((id: string) => api.post<Integration>(INTEGRATIONS_API.disconnect(id), {}));
export const useSync = () => useIntegrationCommand((id: string) => api.post<Integration>(INTEGRATIONS_API.sync(id), {}));
export const useCreatePipeline = () => useIntegrationCommand((body: CreatePipelineRequest) => api.post<Pipeline>(INTEGRATIONS_API.pipelines, body));
export type PipelineStep = 'run' | 'pause' | 'resume';
const STEP_PATH = { run: INTEGRATIONS_API.runPipeline, pause: INTEGRATIONS_API.pausePipeline, resume: INTEGRATIONS_API.resumePipeline } as const;
export const usePipelineStep = () => useIntegrationCommand(({ id, step }: { id: string; step: PipelineStep }) => api.post<Pipeline>(STEP_PATH[step](id), {}));
