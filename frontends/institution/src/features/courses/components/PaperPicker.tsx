import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, MathText, texToPlainText } from '@scholarlens/common';
import type { Paper } from '@scholarlens/contracts';
import { searchPapers } from '../api/courses';

/** Finds catalog papers by the product's search and offers each to add (papers already chosen are marked). */
export function PaperPicker({ chosen, onAdd, label = 'Find papers' }: { chosen: string[]; onAdd: (paper: Paper) => void; label?: string }) {
  const [q, setQ] = useState('');
  const [results, setResults] = useState<Paper[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (e: { preventDefault(): void; stopPropagation(): void }) => {
    e.preventDefault();
    e.stopPropagation();
    if (!q.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setResults(await searchPapers(q.trim()));
    } catch (err) {
      setError(errorMessage(err) ?? 'The search failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-label={label}>
      {/* Its own form inside the dialog's would nest forms: a div with a key handler submits instead. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={label}
          size="small"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void search(e);
          }}
          fullWidth
          slotProps={{ htmlInput: { 'aria-label': label } }}
        />
        <Button variant="outlined" onClick={(e) => void search(e)} disabled={busy || !q.trim()}>
          {busy ? 'Searching…' : 'Search'}
        </Button>
      </Stack>
      {error ? <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert> : null}
      {results && results.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No papers matched.
        </Typography>
      ) : null}
      {results && results.length > 0 ? (
        <List dense sx={{ maxHeight: 240, overflowY: 'auto' }} data-testid="paper-results">
          {results.map((p) => {
            const added = chosen.includes(p.id);
            return (
              <ListItem
                key={p.id}
                disableGutters
                secondaryAction={
                  <Button size="small" onClick={() => onAdd(p)} disabled={added} aria-label={`Add ${texToPlainText(p.title)}`}>
                    {added ? 'Added' : 'Add'}
                  </Button>
                }
                sx={{ pr: 9 }}
              >
                <ListItemText
                  primary={<MathText text={p.title} />}
                  secondary={`${p.authors.slice(0, 3).join(', ')}${p.authors.length > 3 ? ' et al.' : ''} · ${p.publishedDate.slice(0, 4)}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </Box>
  );
}
