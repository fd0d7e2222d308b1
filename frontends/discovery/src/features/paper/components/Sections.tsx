import type { ReactNode } from 'react';
import { Box, Button, Chip, LinearProgress, Paper as MuiPaper, Stack, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import InsightsIcon from '@mui/icons-material/Insights';
import GavelIcon from '@mui/icons-material/Gavel';
import { parseSummary, type Paper } from '@scholarlens/contracts';
import { MathText, useToast } from '@scholarlens/common';
import { AiCaption } from '../../../components/paper/AiCaption';
import { SummaryView } from '../../../components/paper/SummaryView';
import { SummariesUsedUp, useSummariesExhausted } from '../../../components/paper/SummaryAllowance';
import { useGenerateSummary } from '../../../lib/paper-api';
import { useGenerateIntelligence } from '../api/paper';

export function Section({ title, id, icon, children, action }: { title: string; id: string; icon?: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <MuiPaper variant="outlined" component="section" aria-labelledby={id} data-testid={`section-${id}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }} useFlexGap>
        {icon}
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </MuiPaper>
  );
}

export function AbstractSection({ paper }: { paper: Paper }) {
  return (
    <Section title="Abstract" id="abstract">
      <Typography component="div" sx={{ lineHeight: 1.7, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        <MathText text={paper.abstract} />
      </Typography>
    </Section>
  );
}

/** AI Summary: absent → Generate (Analyzing...) → shown; the button disappears once a summary exists. */
export function SummarySection({ paper }: { paper: Paper }) {
  const generate = useGenerateSummary(paper.id);
  const { toast } = useToast();
  const summary = parseSummary(generate.data?.summary ?? paper.summary);
  const usedUp = useSummariesExhausted();
  return (
    <Section
      title="AI Summary"
      id="ai-summary"
      icon={<AutoAwesomeIcon color="secondary" />}
      action={
        !summary &&
        (usedUp ? (
          <SummariesUsedUp size="medium" />
        ) : (
          <Button
            variant="contained"
            color="secondary"
            startIcon={<AutoAwesomeIcon />}
            disabled={generate.isPending}
            data-testid="generate-summary"
            onClick={() =>
              generate.mutate(undefined, {
                onError: (error) =>
                  toast({ variant: 'destructive', title: 'Error', description: error instanceof Error && error.message ? error.message : 'Failed to generate summary' }),
              })
            }
          >
            {generate.isPending ? 'Analyzing...' : 'Generate Summary'}
          </Button>
        ))
      }
    >
      {summary ? (
        <SummaryView summary={summary} />
      ) : (
        <Typography color="text.secondary">No AI summary yet for this paper.</Typography>
      )}
    </Section>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  if (!items?.length) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
        {items.map((t, i) => (
          <Typography key={i} component="li" variant="body2">
            {t}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

const POTENTIAL_COLOR: Record<string, 'success' | 'warning' | 'default'> = { high: 'success', medium: 'warning', low: 'default' };

/** Research Intelligence: absent, analyzing, shown (spec core §3, §4). */
export function IntelligenceSection({ paper }: { paper: Paper }) {
  const gen = useGenerateIntelligence(paper.id);
  const { toast } = useToast();
  // Stored intelligence shows at once; a fresh answer replaces it.
  const intel = gen.data ?? paper.intelligence ?? null;
  return (
    <Section
      title="Research Intelligence"
      id="research-intelligence"
      icon={<InsightsIcon color="primary" />}
      action={
        !intel && (
          <Button
            variant="outlined"
            startIcon={<InsightsIcon />}
            disabled={gen.isPending}
            data-testid="generate-intelligence"
            onClick={() => gen.mutate(undefined, { onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to generate intelligence' }) })}
          >
            {gen.isPending ? 'Analyzing...' : 'Generate Intelligence'}
          </Button>
        )
      }
    >
      {intel ? (
        <Box data-testid="intelligence">
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
            <Box>
              <Typography variant="caption" color="text.secondary">
                Impact Score
              </Typography>
              <Typography sx={{ fontWeight: 800, fontSize: '1.5rem' }}>{Math.round(intel.impactScore)}/100</Typography>
              <LinearProgress variant="determinate" value={Math.max(0, Math.min(100, intel.impactScore))} aria-label="Impact score" />
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                Citation Potential
              </Typography>
              <Chip sx={{ mt: 0.5, textTransform: 'capitalize', fontWeight: 700 }} color={POTENTIAL_COLOR[intel.citationPotential] ?? 'default'} label={intel.citationPotential} />
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                Methodology
              </Typography>
              <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{intel.methodologyType}</Typography>
            </Box>
          </Box>
          <List title="Key Findings" items={intel.keyFindings} />
          <List title="Collaboration Opportunities" items={intel.collaborationOpportunities} />
          <List title="Research Trends" items={intel.researchTrends} />
          <AiCaption provider={intel.provider} model={intel.model} />
        </Box>
      ) : (
        <Typography color="text.secondary">Analyze this paper's impact, citation potential and research trends.</Typography>
      )}
    </Section>
  );
}

export function ComplianceNotice() {
  return (
    <MuiPaper variant="outlined" component="aside" aria-label="Compliance notice" data-testid="compliance-notice" sx={{ p: 2, bgcolor: 'rgba(26,58,107,0.04)' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <GavelIcon color="action" />
        <Typography variant="body2" color="text.secondary">
          Paper metadata and abstracts come from their public sources under those sources' terms; the full text stays with its authors and
          publisher. AI summaries, research intelligence and assistant answers are generated automatically and may contain errors: check them
          against the paper before citing.
        </Typography>
      </Stack>
    </MuiPaper>
  );
}
