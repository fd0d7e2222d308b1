import { Link as RouterLink } from 'react-router';
import { Box, Chip, Link, Paper as MuiPaper, Stack, Typography } from '@mui/material';
import { type AuthorPage, authorPath } from '@scholarlens/contracts';
import { PaperCard } from '../../../components/paper/PaperCard';

/** Other written forms of the name worth showing (the shown name aside, at most five). */
const otherForms = (page: AuthorPage) => page.variants.filter((v) => v !== page.name).slice(0, 5);

/** An author's page: name, written forms, counts, categories, co-authors, then the papers newest first. */
export function AuthorView({ page }: { page: AuthorPage }) {
  const forms = otherForms(page);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' }, gap: 3, alignItems: 'start' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.7rem', md: '2.1rem' }, wordBreak: 'break-word' }}>
          {page.name}
        </Typography>
        <Typography color="text.secondary" data-testid="author-count">
          {page.total} paper(s) in the catalog
          {page.total > page.papers.length && ` · the newest ${page.papers.length} shown`}
        </Typography>
        {forms.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="author-variants">
            Also written as {forms.join(' · ')}
          </Typography>
        )}
        <Stack spacing={2} sx={{ mt: 3 }} data-testid="author-papers">
          {page.papers.map((p) => (
            <PaperCard key={p.id} paper={p} />
          ))}
        </Stack>
      </Box>
      <Stack spacing={2} component="aside" aria-label="About this author">
        <MuiPaper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Categories
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }} data-testid="author-categories">
            {page.categories.map((c) => (
              <Chip key={c.category} size="small" label={`${c.category} · ${c.papers}`} />
            ))}
          </Stack>
        </MuiPaper>
        <MuiPaper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Co-authors
          </Typography>
          {page.coAuthors.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              No co-authors in the catalog
            </Typography>
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} data-testid="author-co-authors">
              {page.coAuthors.map((c) => (
                <li key={c.name}>
                  <Link component={RouterLink} to={authorPath(c.name)} underline="hover">
                    {c.name}
                  </Link>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    · {c.papers} paper(s)
                  </Typography>
                </li>
              ))}
            </Stack>
          )}
        </MuiPaper>
      </Stack>
    </Box>
  );
}
