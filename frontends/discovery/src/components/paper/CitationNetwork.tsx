import { useNavigate } from 'react-router';
import { Box, Skeleton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { CitationLink, Paper } from '@scholarlens/contracts';
import { errorMessage } from '@scholarlens/common';
import { useCitationGraph } from '../../lib/paper-api';
import { NETWORK_LABEL_CHARS, networkLabel, truncate } from '../../lib/paper-rules';

/** Works drawn on each side (the most cited first, as the answer lists them). */
const PER_SIDE = 8;
const ROW = 44;
const PRIOR = '#1a3a6b';
const DERIVATIVE = '#ef6c00';

type Kind = 'reference' | 'citation';
interface Placed {
  work: CitationLink;
  kind: Kind;
  x: number;
  y: number;
}

const workLabel = (w: CitationLink) => `${truncate(w.title, NETWORK_LABEL_CHARS)}${w.year ? ` (${w.year})` : ''}`;

/**
 * Places the works: on wide screens prior works (references) in a column on the left and derivative
 * works (citations) on the right, the paper between them, like Connected Papers' prior and
 * derivative views; on phones the same from top to bottom.
 */
function place(references: CitationLink[], citations: CitationLink[], narrow: boolean) {
  const refs = references.slice(0, PER_SIDE);
  const cits = citations.slice(0, PER_SIDE);
  if (narrow) {
    // Prior works above the paper, derivative works below it; the links run in the left margin.
    const W = 400;
    const centreY = 30 + refs.length * ROW;
    const placed: Placed[] = [
      ...refs.map((work, i) => ({ work, kind: 'reference' as const, x: 64, y: 30 + i * ROW })),
      ...cits.map((work, i) => ({ work, kind: 'citation' as const, x: 64, y: centreY + (i + 1) * ROW })),
    ];
    return { W, H: centreY + (cits.length + 1) * ROW, placed, centre: { x: 24, y: centreY }, labelSide: 'right' as const };
  }
  const W = 960;
  const H = Math.max(refs.length, cits.length, 3) * ROW + 60;
  const column = (list: CitationLink[], kind: Kind, x: number) => list.map((work, i) => ({ work, kind, x, y: H / 2 + (i - (list.length - 1) / 2) * ROW }));
  return { W, H, placed: [...column(refs, 'reference', 250), ...column(cits, 'citation', 710)], centre: { x: 480, y: H / 2 }, labelSide: 'outer' as const };
}

function Graph({ paper, references, citations }: { paper: Pick<Paper, 'title' | 'publishedDate'>; references: CitationLink[]; citations: CitationLink[] }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const { W, H, placed, centre, labelSide } = place(references, citations, narrow);
  const open = (w: CitationLink) => (w.paperId ? navigate(`/paper/${encodeURIComponent(w.paperId)}`) : window.open(w.url, '_blank', 'noopener,noreferrer'));
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label={`Citation network of ${networkLabel(paper)}: ${references.length} prior works it cites, ${citations.length} derivative works citing it`}
      data-testid="citation-graph"
      sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: '#fbfcfe' }}
    >
      <defs>
        {(['reference', 'citation'] as const).map((kind) => (
          <marker key={kind} id={`arrow-${kind}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill={kind === 'reference' ? PRIOR : DERIVATIVE} />
          </marker>
        ))}
      </defs>
      {placed.map((p) => {
        // An arrow from the citing work to the cited one: paper → reference, citation → paper.
        const [from, to] = p.kind === 'reference' ? [centre, p] : [p, centre];
        return (
          <path
            key={`edge-${p.kind}-${p.work.openAlexId}`}
            d={`M${from.x},${from.y} L${to.x},${to.y}`}
            fill="none"
            stroke={p.kind === 'reference' ? PRIOR : DERIVATIVE}
            strokeOpacity={0.5}
            strokeWidth={1.5}
            markerEnd={`url(#arrow-${p.kind})`}
          />
        );
      })}
      {placed.map((p) => {
        const anchor = labelSide === 'right' ? 'start' : p.kind === 'reference' ? 'end' : 'start';
        const dx = anchor === 'start' ? 14 : -14;
        const label = workLabel(p.work);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG node cannot be a <button>; role, tabIndex and keys make it one.
          <g
            key={`${p.kind}-${p.work.openAlexId}`}
            transform={`translate(${p.x},${p.y})`}
            role="button"
            tabIndex={0}
            aria-label={`${p.kind === 'reference' ? 'Prior work (cited by this paper)' : 'Derivative work (cites this paper)'}: ${p.work.title}${p.work.paperId ? ', in ScholarLens' : ''}`}
            data-testid="citation-node"
            data-kind={p.kind}
            onClick={() => open(p.work)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                open(p.work);
              }
            }}
            style={{ cursor: 'pointer' }}
          >
            <title>{`${p.work.title} · cited by ${p.work.citedByCount.toLocaleString('en-US')}`}</title>
            <circle r={8} fill={p.kind === 'reference' ? PRIOR : DERIVATIVE} stroke={p.work.paperId ? '#0f8b8d' : '#fff'} strokeWidth={p.work.paperId ? 3 : 1.5} />
            <text x={dx} y={4} textAnchor={anchor} fontSize={narrow ? 13 : 12} fill="#1d2733">
              {label}
            </text>
          </g>
        );
      })}
      <g transform={`translate(${centre.x},${centre.y})`} data-testid="citation-centre">
        <circle r={12} fill="#0f8b8d" stroke="#fff" strokeWidth={2} />
        <text x={narrow ? 20 : 0} y={narrow ? 5 : -20} textAnchor={narrow ? 'start' : 'middle'} fontSize={14} fontWeight={700} fill="#1d2733" stroke="#fbfcfe" strokeWidth={3} paintOrder="stroke">
          {networkLabel(paper)}
        </text>
      </g>
    </Box>
  );
}

/**
 * The Visual Network's citations view (issue #38 item 5): the selected paper's prior works (what it
 * cites) and derivative works (what cites it), from OpenAlex. Offline it says citations need live access.
 */
export function CitationView({ paper }: { paper: Pick<Paper, 'id' | 'title' | 'publishedDate'> | null }) {
  const { data, isLoading, error } = useCitationGraph(paper?.id ?? null);
  if (!paper) {
    return (
      <Typography color="text.secondary" sx={{ p: 3 }}>
        Select a paper to draw its citations.
      </Typography>
    );
  }
  if (isLoading) return <Skeleton variant="rectangular" height={320} aria-label="Loading citations" />;
  if (error || !data) return <Typography sx={{ p: 3 }}>{errorMessage(error) ?? 'Citations could not be loaded.'}</Typography>;
  if (data.status !== 'ready') {
    return (
      <Typography color="text.secondary" sx={{ p: 3 }} data-testid="citations-offline">
        {data.message}
      </Typography>
    );
  }
  const { references, citations } = data;
  return (
    <Box>
      {references.items.length + citations.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 3 }}>
          OpenAlex lists no references of this paper and no works citing it.
        </Typography>
      ) : (
        <Graph paper={paper} references={references.items} citations={citations.items} />
      )}
      <Stack useFlexGap direction="row" spacing={1.5} sx={{ px: 2, py: 1, flexWrap: 'wrap', rowGap: 0.5 }} aria-label="Legend" data-testid="citation-legend">
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: PRIOR }} />
          <Typography variant="caption">Prior works: cited by this paper ({references.count.toLocaleString('en-US')})</Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DERIVATIVE }} />
          <Typography variant="caption">Derivative works: citing this paper ({citations.count.toLocaleString('en-US')})</Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          Links are citations recorded by OpenAlex ({data.workId}), not similarity; the {PER_SIDE} most cited of each; ringed works are in ScholarLens.
        </Typography>
      </Stack>
    </Box>
  );
}
