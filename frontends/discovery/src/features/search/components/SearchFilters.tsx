import { Box, MenuItem, TextField } from '@mui/material';
import type { SearchSort } from '@scholarlens/contracts';
import type { SearchCriteria } from '../api/search';

/** arXiv archives a search can be narrowed to (GET /api/papers/search?category= takes an archive or a category). */
export const SEARCH_ARCHIVES: [code: string, label: string][] = [
  ['cs', 'Computer Science'],
  ['math', 'Mathematics'],
  ['stat', 'Statistics'],
  ['eess', 'Electrical Engineering'],
  ['physics', 'Physics'],
  ['quant-ph', 'Quantum Physics'],
  ['hep-th', 'High Energy Physics'],
  ['cond-mat', 'Condensed Matter'],
  ['gr-qc', 'General Relativity'],
  ['math-ph', 'Mathematical Physics'],
  ['astro-ph', 'Astrophysics'],
  ['q-bio', 'Quantitative Biology'],
  ['q-fin', 'Quantitative Finance'],
  ['econ', 'Economics'],
];

const SORTS: [SearchSort, string][] = [
  ['relevance', 'Most relevant'],
  ['newest', 'Newest first'],
];

type Filters = Pick<SearchCriteria, 'category' | 'from' | 'to' | 'sort'>;

/** Category, publication dates and sort of the search page; every change goes to the URL (`onChange`). */
export function SearchFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  // A code not in the list (from a shared link: cs.CV) is still shown as what it is.
  const archives = value.category && !SEARCH_ARCHIVES.some(([c]) => c === value.category) ? [...SEARCH_ARCHIVES, [value.category, value.category] as [string, string]] : SEARCH_ARCHIVES;
  return (
    <Box
      role="group"
      aria-label="Search filters"
      sx={{ display: 'grid', gap: 1.5, mt: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1.3fr 1.3fr 1.5fr' }, '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } } }}
    >
      <TextField select size="small" label="Category" value={value.category ?? ''} onChange={(e) => set({ category: e.target.value || undefined })} slotProps={{ htmlInput: { 'data-testid': 'search-category' } }}>
        <MenuItem value="">All categories</MenuItem>
        {archives.map(([code, label]) => (
          <MenuItem key={code} value={code}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Published from"
        value={value.from ?? ''}
        onChange={(e) => set({ from: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'search-from', max: value.to } }}
      />
      <TextField
        size="small"
        type="date"
        label="Published to"
        value={value.to ?? ''}
        onChange={(e) => set({ to: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'search-to', min: value.from } }}
      />
      <TextField
        select
        size="small"
        label="Sort by"
        value={value.sort ?? 'relevance'}
        onChange={(e) => set({ sort: e.target.value as SearchSort })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{ htmlInput: { 'data-testid': 'search-sort' } }}
      >
        {SORTS.map(([code, label]) => (
          <MenuItem key={code} value={code}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
