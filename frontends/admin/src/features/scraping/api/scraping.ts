import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, ADMIN_POLL_MS, type ScrapingStatsAnswer } from '@scholarlens/contracts';
import { apiRequest } from '@scholarlens/common';

/** GET /api/opal-scraping/stats every 5 s; failures are only logged (spec core §8). */
export function useScrapingStats() {
  return useQuery({
    queryKey: [ADMIN_API.scrapingStats],
    queryFn: async () => {
      try {
        return (await (await apiRequest('GET', ADMIN_API.scrapingStats)).json()) as ScrapingStatsAnswer;
      } catch (err) {
        console.error('Scraping stats failed', err);
        throw err;
      }
    },
    refetchInterval: ADMIN_POLL_MS.scraping,
  });
}

/** One control: start or stop by isRunning (spec core §4). */
export function useToggleScraping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'start' | 'stop') =>
      (await (await apiRequest('POST', action === 'start' ? ADMIN_API.scrapingStart : ADMIN_API.scrapingStop)).json()) as { message: string },
    onError: (err) => console.error('Scraping control failed', err),
    onSettled: () => client.invalidateQueries({ queryKey: [ADMIN_API.scrapingStats] }),
  });
}
