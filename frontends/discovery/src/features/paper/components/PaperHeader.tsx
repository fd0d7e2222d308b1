import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { type Paper } from '@scholarlens/contracts';
import { AuthorLinks } from '../../../components/paper/AuthorLinks';
import { BookmarkToggle } from '../../../components/paper/BookmarkToggle';
import { PdfButton } from '../../../components/paper/PdfButton';
import { ShareToTeam } from '../../../components/paper/ShareToTeam';
import { AddToTeamLibrary } from '../../../components/paper/AddToTeamLibrary';
import { longDate, paperIdentifier, provenanceCaption } from '../../../lib/paper-rules';
import { CitationExport } from './CitationExport';
import { MathText, texToPlainText } from '@scholarlens/common';

const isArxiv = (p: Paper) => /arxiv/i.test(p.source ?? '') || Boolean(p.arxivId);

/** Back link, tags, title, authors, long date, identifier, source line, views, bookmark, citation, PDF. */
export function PaperHeader({ paper }: { paper: Paper }) {
  const date = longDate(paper.publishedDate);
  return (
    <Box component="header">
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ ml: -1, mb: 1 }} data-testid="back-to-feed">
        Back to Feed
      </Button>
      <Stack useFlexGap direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75 }} aria-label="Categories">
        {paper.categories.map((c) => (
          <Chip key={c} size="small" color="primary" variant="outlined" label={c} />
        ))}
        {paper.tags.map((t) => (
          <Chip
            key={`t-${t}`}
            size="small"
            label={t}
            title={paper.tagsProvenance ? `AI tag · ${provenanceCaption(paper.tagsProvenance) ?? ''}` : 'AI tag'}
            sx={{ bgcolor: 'rgba(15,139,141,0.1)', color: 'secondary.dark', fontWeight: 600 }}
          />
        ))}
      </Stack>
      {paper.tags.length > 0 && paper.tagsProvenance && (
        <Typography variant="caption" color="text.secondary" data-testid="tags-provenance" sx={{ display: 'block', mt: 0.5 }}>
          AI tags {provenanceCaption(paper.tagsProvenance)?.replace(/^Generated/, 'generated')}
        </Typography>
      )}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 1.5, lineHeight: 1.25, fontSize: { xs: '1.5rem', sm: '1.9rem', md: '2.2rem' }, wordBreak: 'break-word' }}>
        <MathText text={paper.title} />
      </Typography>
      <Typography sx={{ mt: 1 }} data-testid="paper-authors">
        {paper.authors.length ? <AuthorLinks authors={paper.authors} /> : 'Unknown authors'}
      </Typography>
      <Stack useFlexGap direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5, color: 'text.secondary', alignItems: 'center' }}>
        {date && (
          <Typography variant="body2" component="span">
            Published <time dateTime={paper.publishedDate}>{date}</time>
          </Typography>
        )}
        <Typography variant="body2" component="span" sx={{ fontFamily: 'ui-monospace, monospace' }} data-testid="paper-identifier">
          {paperIdentifier(paper)}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <VisibilityIcon fontSize="small" />
          <Typography variant="body2" component="span" data-testid="paper-views">
            {paper.views.toLocaleString('en-US')} views
          </Typography>
        </Stack>
      </Stack>
      {isArxiv(paper) && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} data-testid="source-attribution">
          Source: arXiv
          {paper.arxivId && (
            <>
              {' '}
              (
              <Link href={`https://arxiv.org/abs/${paper.arxivId}`} target="_blank" rel="noopener noreferrer">
                arxiv.org/abs/{paper.arxivId}
              </Link>
              )
            </>
          )}
          . Thank you to arXiv for use of its open access interoperability.
        </Typography>
      )}
      {paper.openAlexId && <OpenAlexAttribution openAlexId={paper.openAlexId} doi={paper.doi ?? null} />}
      <Stack useFlexGap direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <BookmarkToggle paperId={paper.id} title={texToPlainText(paper.title)} />
        <CitationExport paper={paper} />
        <PdfButton paper={paper} label="View PDF" variant="contained" />
        <ShareToTeam paperId={paper.id} title={texToPlainText(paper.title)} />
        <AddToTeamLibrary paperId={paper.id} title={texToPlainText(paper.title)} />
      </Stack>
    </Box>
  );
}

/** Where a paper saved from OpenAlex (no preprint) comes from, and where to read it: its DOI, else its OpenAlex page. */
function OpenAlexAttribution({ openAlexId, doi }: { openAlexId: string; doi: string | null }) {
  const href = doi ? `https://doi.org/${doi}` : `https://openalex.org/${openAlexId}`;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} data-testid="source-attribution">
      Source: OpenAlex (
      <Link href={`https://openalex.org/${openAlexId}`} target="_blank" rel="noopener noreferrer">
        openalex.org/{openAlexId}
      </Link>
      ). Read it at{' '}
      <Link href={href} target="_blank" rel="noopener noreferrer" data-testid="paper-landing-link">
        {href.replace(/^https:\/\//, '')}
      </Link>
      .
    </Typography>
  );
}
