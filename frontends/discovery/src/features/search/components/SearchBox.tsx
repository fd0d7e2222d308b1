import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** Search box; submits only a non-empty trimmed query. */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = value.trim();
    if (q) onSearch(q);
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
      <TextField
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Search papers by title, authors, abstract, or categories..."
        fullWidth
        slotProps={{
          htmlInput: { 'aria-label': 'Search papers', 'data-testid': 'search-input' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ bgcolor: 'background.paper' }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ px: 4, flexShrink: 0 }}>
        Search
      </Button>
    </Box>
  );
}
