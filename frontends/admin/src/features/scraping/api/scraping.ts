import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, ADMIN_POLL_MS, type MessageResponse, type ScrapingStatsAnswer } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** GET /api/opal-scraping/stats; failures are only logged (spec core §8). */
export async function fetchScrapingStats(): Promise<ScrapingStatsAnswer> {
  try {
    return await api.get<ScrapingStatsAnswer>(ADMIN_API.scrapingStats);
  } catch (err) {
    console.error('Scraping stats failed', err);
    throw err;
  }
}

/** Every 5 s. */
export const scrapingStatsQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_API.scrapingStats], queryFn: fetchScrapingStats, refetchInterval: ADMIN_POLL_MS.scraping });

export function useScrapingStats() {
  return useQuery(scrapingStatsQueryOptions());
}

/** POST /api/opal-scraping/start or /stop → {message}. */
export const controlScraping = (action: 'start' | 'stop') =>
  api.post<MessageResponse>(action === 'start' ? ADMIN_API.scrapingStart : ADMIN_API.scrapingStop);

/** One control: start or stop by isRunning (spec core §4). */
export function useToggleScraping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: controlScraping,
    onError: (err) => console.error('Scraping control failed', err),
    onSettled: () => client.invalidateQueries({ queryKey: [ADMIN_API.scrapingStats] }),
  });
}
