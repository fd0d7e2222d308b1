import { memo, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardContent, Chip, Collapse, Divider, Link, Skeleton, Stack, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import VisibilityIcon from '@mui/icons-material/Visibility';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { parseSummary, type Paper } from '@scholarlens/contracts';
import { MathText, texToPlainText, useToast } from '@scholarlens/common';
import { CARD_CATEGORIES, CARD_TAGS, paperIdentifier, shortDate } from '../../lib/paper-rules';
import { useGenerateSummary } from '../../lib/paper-api';
import { AuthorLinks } from './AuthorLinks';
import { BookmarkToggle } from './BookmarkToggle';
import { PdfButton } from './PdfButton';
import { ShareToTeam } from './ShareToTeam';
import { SummaryView } from './SummaryView';
import { SummariesUsedUp, useSummariesExhausted } from './SummaryAllowance';

/** The address of a paper's page (spec core §2: the card links to /paper/{id}). */
export const paperPath = (id: string) => `/paper/${encodeURIComponent(id)}`;

/**
 * Paper card (spec core §2, §5): first 2 categories, identifier, first 3 AI tags, title, authors,
 * short date, abstract, AI Analysis / Hide Analysis, PDF, View Full, bookmark icon and view count.
 */
export const PaperCard = memo(function PaperCard({ paper }: { paper: Paper }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const summary = parseSummary(generated ?? paper.summary);
  const generate = useGenerateSummary(paper.id);
  const titleId = useId();
  const panelId = useId();
  const date = shortDate(paper.publishedDate);
  const usedUp = useSummariesExhausted();

  const onAnalysis = () => {
    if (summary) {
      setOpen((o) => !o);
      return;
    }
    generate.mutate(undefined, {
      onSuccess: (res) => {
        setGenerated(res.summary);
        setOpen(true);
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: error instanceof Error && error.message ? error.message : 'Failed to generate summary' }),
    });
  };

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} data-testid="paper-card" data-paper-id={paper.id} sx={{ borderRadius: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack useFlexGap direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75, alignItems: 'center', flex: 1, minWidth: 0 }}>
            {paper.categories.slice(0, CARD_CATEGORIES).map((c) => (
              <Chip key={c} size="small" label={c} color="primary" variant="outlined" data-testid="paper-card-category" />
            ))}
            <Typography variant="caption" color="text.secondary" data-testid="paper-card-identifier" sx={{ fontFamily: 'ui-monospace, monospace' }}>
              {paperIdentifier(paper)}
            </Typography>
          </Stack>
          <Box sx={{ mt: -1, mr: -1 }}>
            <BookmarkToggle paperId={paper.id} title={texToPlainText(paper.title)} />
          </Box>
        </Stack>

        {paper.tags.length > 0 && (
          <Stack useFlexGap direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75, mt: 1 }} aria-label="AI tags">
            {paper.tags.slice(0, CARD_TAGS).map((t) => (
              <Chip
                key={t}
                size="small"
                icon={<LocalOfferIcon />}
                label={t}
                data-testid="paper-card-tag"
                sx={{ bgcolor: 'rgba(15,139,141,0.1)', color: 'secondary.dark', fontWeight: 600 }}
              />
            ))}
          </Stack>
        )}

        <Typography id={titleId} variant="h6" component="h3" sx={{ mt: 1.25, fontWeight: 700, lineHeight: 1.3, fontSize: { xs: '1.05rem', sm: '1.15rem' } }}>
          <Link component={RouterLink} to={paperPath(paper.id)} underline="hover" color="inherit">
            <MathText text={paper.title} />
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="paper-card-authors">
          <AuthorLinks authors={paper.authors} />
          {date && (
            <>
              {paper.authors.length > 0 && ' · '}
              <Box component="time" dateTime={paper.publishedDate} data-testid="paper-card-date">
                {date}
              </Box>
            </>
          )}
        </Typography>
        <Typography
          variant="body2"
          sx={{ mt: 1, color: 'text.primary', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          <MathText text={paper.abstract} />
        </Typography>

        <Collapse in={open && summary !== null} unmountOnExit>
          <Box id={panelId} sx={{ mt: 1.5, p: 1.5, borderRadius: 1.5, bgcolor: 'rgba(26,58,107,0.04)', border: 1, borderColor: 'divider' }}>
            {summary && <SummaryView summary={summary} dense />}
          </Box>
        </Collapse>

        <Divider sx={{ my: 1.5 }} />
        <Stack useFlexGap direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {summary || !usedUp ? (
            <Button
              size="small"
              variant={open ? 'contained' : 'outlined'}
              color="secondary"
              startIcon={<AutoAwesomeIcon />}
              onClick={onAnalysis}
              disabled={generate.isPending}
              aria-expanded={summary ? open : undefined}
              aria-controls={summary && open ? panelId : undefined}
              data-testid="ai-analysis-toggle"
            >
              {generate.isPending ? 'Analyzing...' : open && summary ? 'Hide Analysis' : 'AI Analysis'}
            </Button>
          ) : (
            <SummariesUsedUp />
          )}
          <PdfButton paper={paper} size="small" variant="outlined" />
          <Button size="small" component={RouterLink} to={paperPath(paper.id)} endIcon={<OpenInNewIcon />} aria-label={`View Full: ${texToPlainText(paper.title)}`}>
            View Full
          </Button>
          <ShareToTeam paperId={paper.id} title={texToPlainText(paper.title)} size="small" />
          <Box sx={{ flex: 1 }} />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }} aria-label={`${paper.views} views`} role="img">
            <VisibilityIcon fontSize="small" />
            <Typography variant="caption" data-testid="paper-card-views">
              {paper.views.toLocaleString('en-US')}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
});

/** Placeholder cards shown while papers load (spec core §2, §9). */
export const SKELETON_CARDS = 5;

/** Placeholder card while papers load (5 of them: spec core §2, §9). */
export function PaperCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="paper-card-skeleton" aria-hidden="true" sx={{ borderRadius: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" spacing={1}>
          <Skeleton variant="rounded" width={70} height={24} />
          <Skeleton variant="rounded" width={70} height={24} />
        </Stack>
        <Skeleton variant="text" sx={{ fontSize: '1.3rem', mt: 1 }} width="85%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="70%" />
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Skeleton variant="rounded" width={110} height={30} />
          <Skeleton variant="rounded" width={70} height={30} />
          <Skeleton variant="rounded" width={90} height={30} />
        </Stack>
      </CardContent>
    </Card>
  );
}

export function PaperCardSkeletons({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label="Loading papers">
      {Array.from({ length: count }, (_, i) => (
        <PaperCardSkeleton key={i} />
      ))}
    </Stack>
  );
}
