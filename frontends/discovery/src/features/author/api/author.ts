import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AuthorPage, PAPER_API } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** GET /api/authors/:name: the catalog's papers by any written form of the name. */
export const authorPageQueryOptions = (name: string) =>
  queryOptions({ queryKey: [PAPER_API.author(name)] as const, queryFn: () => api.get<AuthorPage>(PAPER_API.author(name)) });

export function useAuthorPage(name: string) {
  return useQuery(authorPageQueryOptions(name));
}
