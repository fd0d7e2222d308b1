import { memo, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import type { ScholarPaper } from '@scholarlens/contracts';
import { MathText, texToPlainText, useAuth, useToast } from '@scholarlens/common';
import { paperPath } from '../../../components/paper/PaperCard';
import { DEFAULT_VENUE, formatScholarAuthors, useSaveWork } from '../api/live-access';

/** A live paper (spec inst §2): title, authors (3 + "+N more"), year, citations, abstract, venue badge, View Paper. */
export const ScholarPaperCard = memo(function ScholarPaperCard({ paper }: { paper: ScholarPaper }) {
  const titleId = useId();
  const { isAuthenticated } = useAuth();
  const { toast } = useToast();
  const save = useSaveWork();

  const onSave = () =>
    save.mutate(paper.id, {
      onSuccess: (res) => toast({ title: res.message, description: texToPlainText(paper.title) }),
      onError: (error) => toast({ variant: 'destructive', title: 'Could not save the paper', description: error instanceof Error ? error.message : String(error) }),
    });

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} data-testid="scholar-card" data-work-id={paper.id} sx={{ borderRadius: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack useFlexGap direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.75 }}>
          <Chip size="small" color="primary" variant="outlined" label={paper.venue || DEFAULT_VENUE} data-testid="scholar-card-venue" />
          {paper.year !== null && (
            <Typography variant="caption" color="text.secondary" data-testid="scholar-card-year">
              {paper.year}
            </Typography>
          )}
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <FormatQuoteIcon fontSize="inherit" />
            <Typography variant="caption" data-testid="scholar-card-citations">
              {paper.citations.toLocaleString('en-US')} citations
            </Typography>
          </Stack>
        </Stack>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mt: 1, fontWeight: 700, lineHeight: 1.3, fontSize: { xs: '1.05rem', sm: '1.15rem' } }}>
          <MathText text={paper.title} />
        </Typography>
        {paper.authors.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="scholar-card-authors">
            {formatScholarAuthors(paper.authors)}
          </Typography>
        )}
        {paper.abstract && (
          <Typography
            variant="body2"
            sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            data-testid="scholar-card-abstract"
          >
            <MathText text={paper.abstract} />
          </Typography>
        )}
        <Stack useFlexGap direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Button
            size="small"
            variant="contained"
            startIcon={<OpenInNewIcon />}
            onClick={() => window.open(paper.url, '_blank', 'noopener,noreferrer')}
          >
            View Paper
          </Button>
          {isAuthenticated && (
            <Button size="small" variant="outlined" color="secondary" startIcon={<BookmarkAddIcon />} onClick={onSave} disabled={save.isPending}>
              Save to ScholarLens
            </Button>
          )}
          {save.data && (
            <Box component="span">
              <Link component={RouterLink} to={paperPath(save.data.paperId)} variant="body2">
                Open in ScholarLens
              </Link>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
});
