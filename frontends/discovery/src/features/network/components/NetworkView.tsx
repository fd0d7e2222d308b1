import { useMemo, useState, type KeyboardEvent } from 'react';
import { forceCenter, forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationLinkDatum, type SimulationNodeDatum } from 'd3-force';
import { Box, Button, Chip, Paper as MuiPaper, Stack, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, useTheme } from '@mui/material';
import HubIcon from '@mui/icons-material/Hub';
import TimelineIcon from '@mui/icons-material/Timeline';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import type { Paper } from '@scholarlens/contracts';
import { clustersOf, labelShift, networkLabel, similarityEdges, subjectAreaOf, timelineLabel, timelineOrder, yearOf, type NetworkEdge } from '../../../lib/paper-rules';
import { CitationView } from '../../../components/paper/CitationNetwork';
import { MathText, texToPlainText } from '@scholarlens/common';

type View = 'network' | 'citations' | 'timeline' | 'clusters';
/** The views' icons give way on phones, where four labelled buttons fill 375 px. */
const TOGGLE_ICON_SX = { mr: 0.5, display: { xs: 'none', sm: 'inline-block' } } as const;

/** Papers drawn at most (newest first); keeps the layout and the similarity pass fast. */
const MAX_NODES = 120;
/** The drawing area: landscape on wide screens, portrait on phones so the graph fits 375 px without shrinking to dots. */
const WIDE = { w: 960, h: 560 };
const NARROW = { w: 400, h: 620 };
type Size = typeof WIDE;

interface Node extends SimulationNodeDatum {
  id: string;
  paper: Paper;
  /** Derived per spec core §3: year, connections, category, citations (views). */
  year: number | null;
  connections: number;
  category: string;
  citations: number;
}

const AREA_COLORS: Record<string, string> = {
  'Computer Science': '#1a3a6b',
  Physics: '#7b1fa2',
  Mathematics: '#2e7d32',
  Biology: '#c62828',
  Chemistry: '#ef6c00',
  Engineering: '#00838f',
};
const colorOf = (category: string) => AREA_COLORS[subjectAreaOf(category) ?? ''] ?? '#5f6b7a';

function layout(papers: Paper[], { w: W, h: H }: Size): { nodes: Node[]; edges: (NetworkEdge & { s: Node; t: Node })[] } {
  const edges = similarityEdges(papers);
  const degree = new Map<string, number>();
  for (const e of edges) {
    degree.set(e.source, (degree.get(e.source) ?? 0) + 1);
    degree.set(e.target, (degree.get(e.target) ?? 0) + 1);
  }
  const nodes: Node[] = papers.map((p, i) => ({
    id: p.id,
    paper: p,
    year: yearOf(p.publishedDate),
    connections: degree.get(p.id) ?? 0,
    category: p.categories[0] ?? 'Unknown',
    citations: p.views,
    // Deterministic start on a spiral so the same papers always give the same picture.
    x: W / 2 + Math.cos(i * 2.39996) * 12 * Math.sqrt(i + 1),
    y: H / 2 + Math.sin(i * 2.39996) * 12 * Math.sqrt(i + 1),
  }));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const links: (SimulationLinkDatum<Node> & { weight: number })[] = edges.map((e) => ({ source: e.source, target: e.target, weight: e.weight }));
  const sim = forceSimulation(nodes)
    .force('link', forceLink<Node, SimulationLinkDatum<Node> & { weight: number }>(links).id((n) => n.id).distance((l) => 90 / Math.min(2, 0.6 + l.weight / 3)).strength(0.4))
    .force('charge', forceManyBody().strength(-120))
    .force('collide', forceCollide<Node>((n) => radius(n) + 4))
    .force('x', forceX(W / 2).strength(0.06))
    .force('y', forceY(H / 2).strength(0.09))
    .force('center', forceCenter(W / 2, H / 2))
    .stop();
  sim.tick(260);
  // Fit the settled layout to the drawing area (labels need room above the nodes).
  const xs = nodes.map((n) => n.x ?? 0);
  const ys = nodes.map((n) => n.y ?? 0);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const PAD_X = Math.min(90, W * 0.08);
  const PAD_TOP = 44;
  const PAD_BOTTOM = 24;
  const sx = x1 > x0 ? (W - 2 * PAD_X) / (x1 - x0) : 1;
  const sy = y1 > y0 ? (H - PAD_TOP - PAD_BOTTOM) / (y1 - y0) : 1;
  const k = Math.min(sx, sy * 1.6, 3);
  const kx = Math.min(sx, k * 1.4);
  const ky = Math.min(sy, k);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  for (const n of nodes) {
    n.x = W / 2 + ((n.x ?? cx) - cx) * kx;
    n.y = PAD_TOP + (H - PAD_TOP - PAD_BOTTOM) / 2 + ((n.y ?? cy) - cy) * ky;
  }
  return { nodes, edges: edges.map((e) => ({ ...e, s: byId.get(e.source)!, t: byId.get(e.target)! })) };
}

const radius = (n: Pick<Node, 'connections'>) => 7 + Math.min(8, n.connections * 1.5);

interface Props {
  papers: Paper[];
  selectedId: string | null;
  onSelect: (paper: Paper) => void;
  /** Hand the paper to the AI Assistant tab. */
  onAsk: (paper: Paper) => void;
}

/**
 * Visual Network tab (spec core §2): network (similarity), citations (the selected paper's, else the
 * first's: issue #38), timeline and clusters views, and the Selected Paper card.
 */
export default function NetworkView({ papers, selectedId, onSelect, onAsk }: Props) {
  const [view, setView] = useState<View>('network');
  const shown = useMemo(() => papers.slice(0, MAX_NODES), [papers]);
  const selected = shown.find((p) => p.id === selectedId) ?? papers.find((p) => p.id === selectedId) ?? null;

  return (
    <Box data-testid="network-view">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            Research Network
          </Typography>
          <Chip size="small" color="primary" label={`${shown.length} papers`} data-testid="network-count" />
        </Stack>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, v: View | null) => v && setView(v)} aria-label="Network view">
          <ToggleButton value="network" data-testid="view-network">
            <HubIcon fontSize="small" sx={TOGGLE_ICON_SX} /> Network
          </ToggleButton>
          <ToggleButton value="citations" data-testid="view-citations">
            <FormatQuoteIcon fontSize="small" sx={TOGGLE_ICON_SX} /> Citations
          </ToggleButton>
          <ToggleButton value="timeline" data-testid="view-timeline">
            <TimelineIcon fontSize="small" sx={TOGGLE_ICON_SX} /> Timeline
          </ToggleButton>
          <ToggleButton value="clusters" data-testid="view-clusters">
            <WorkspacesIcon fontSize="small" sx={TOGGLE_ICON_SX} /> Clusters
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 300px' }, gap: 2, alignItems: 'start' }}>
        <MuiPaper variant="outlined" sx={{ overflow: 'hidden' }}>
          {shown.length === 0 ? (
            <Box sx={{ p: 4, textAlign: 'center' }}>
              <Typography sx={{ fontWeight: 700 }}>No papers found</Typography>
              <Typography color="text.secondary">Try selecting a different category or refresh the feed.</Typography>
            </Box>
          ) : view === 'network' ? (
            <Graph papers={shown} selectedId={selectedId} onSelect={onSelect} />
          ) : view === 'citations' ? (
            <CitationView paper={selected ?? shown[0] ?? null} />
          ) : view === 'timeline' ? (
            <TimelineList papers={shown} selectedId={selectedId} onSelect={onSelect} />
          ) : (
            <ClusterList papers={shown} selectedId={selectedId} onSelect={onSelect} />
          )}
        </MuiPaper>
        <SelectedPaper paper={selected} onAsk={onAsk} />
      </Box>
    </Box>
  );
}

function SelectedPaper({ paper, onAsk }: { paper: Paper | null; onAsk: (p: Paper) => void }) {
  return (
    <MuiPaper variant="outlined" sx={{ p: 2 }} data-testid="selected-paper" aria-live="polite">
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Selected Paper
      </Typography>
      {paper ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            <MathText text={paper.title} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {paper.authors.length ? paper.authors.join(', ') : 'Unknown authors'}
          </Typography>
          <Stack useFlexGap direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" label={yearOf(paper.publishedDate) ?? 'Unknown year'} />
            <Chip size="small" label={`${paper.views.toLocaleString('en-US')} views`} />
          </Stack>
          <Button fullWidth variant="contained" color="secondary" startIcon={<SmartToyIcon />} sx={{ mt: 2 }} onClick={() => onAsk(paper)} data-testid="ask-assistant">
            Ask AI Assistant
          </Button>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Select a paper in the network to see its details.
        </Typography>
      )}
    </MuiPaper>
  );
}

/** Rough width of a label in SVG units (the font is proportional; 0.58 em a character is a safe average). */
const labelWidth = (text: string, fontSize: number) => text.length * fontSize * 0.58;

function Graph({ papers, selectedId, onSelect }: { papers: Paper[]; selectedId: string | null; onSelect: (p: Paper) => void }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const size = narrow ? NARROW : WIDE;
  const { w: W, h: H } = size;
  const { nodes, edges } = useMemo(() => layout(papers, size), [papers, size]);
  const [hover, setHover] = useState<string | null>(null);
  const focus = hover ?? selectedId;
  const neighbours = useMemo(() => {
    const s = new Set<string>();
    if (!focus) return s;
    s.add(focus);
    for (const e of edges) {
      if (e.source === focus) s.add(e.target);
      if (e.target === focus) s.add(e.source);
    }
    return s;
  }, [focus, edges]);
  // Labels for the best-connected papers, plus the focused one and its neighbours.
  const labelled = useMemo(() => new Set([...nodes].sort((a, b) => b.connections - a.connections).slice(0, narrow ? 5 : 10).map((n) => n.id)), [nodes, narrow]);
  const onKey = (e: KeyboardEvent, p: Paper) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(p);
    }
  };
  return (
    <Box sx={{ width: '100%', bgcolor: '#fbfcfe' }}>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="group"
        aria-label={`Research network of ${nodes.length} papers linked by shared authors, tags, categories and topics`}
        data-testid="network-graph"
        sx={{ display: 'block', width: '100%', maxWidth: '100%', height: 'auto', userSelect: 'none' }}
        onMouseLeave={() => setHover(null)}
      >
        <g>
          {edges.map((e) => {
            const on = focus ? neighbours.has(e.source) && neighbours.has(e.target) && (e.source === focus || e.target === focus) : false;
            return (
              <line
                key={`${e.source}-${e.target}`}
                x1={e.s.x}
                y1={e.s.y}
                x2={e.t.x}
                y2={e.t.y}
                stroke={on ? '#0f8b8d' : '#9aa7b8'}
                strokeOpacity={focus ? (on ? 0.95 : 0.12) : 0.45}
                strokeWidth={on ? 2.2 : Math.min(3, 0.6 + e.weight / 3)}
              >
                <title>{e.reasons.join(', ')}</title>
              </line>
            );
          })}
        </g>
        <g>
          {nodes.map((n) => {
            const isSel = n.id === selectedId;
            const dim = focus !== null && !neighbours.has(n.id);
            const r = radius(n);
            const showLabel = isSel || n.id === hover || (focus ? neighbours.has(n.id) : labelled.has(n.id));
            const label = networkLabel(n.paper);
            const fontSize = isSel || n.id === hover ? 14 : 12;
            const dx = labelShift(n.x ?? 0, labelWidth(label, fontSize), W);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG node cannot be a <button>; role, tabIndex and keys make it one.
              <g
                key={n.id}
                transform={`translate(${n.x},${n.y})`}
                role="button"
                tabIndex={0}
                aria-label={`${label}, ${n.connections} connection${n.connections === 1 ? '' : 's'}`}
                aria-pressed={isSel}
                data-testid="network-node"
                onClick={() => onSelect(n.paper)}
                onKeyDown={(e) => onKey(e, n.paper)}
                onMouseEnter={() => setHover(n.id)}
                onFocus={() => setHover(n.id)}
                onBlur={() => setHover(null)}
                style={{ cursor: 'pointer', outline: 'none', opacity: dim ? 0.25 : 1, transition: 'opacity 120ms' }}
              >
                <circle r={r + (isSel ? 4 : 0)} fill={colorOf(n.category)} stroke={isSel ? '#0f8b8d' : '#fff'} strokeWidth={isSel ? 3 : 1.5} />
                {n.id === hover && <circle r={r + 7} fill="none" stroke="#0f8b8d" strokeWidth={2} strokeDasharray="3 2" />}
                {showLabel && (
                  <text
                    x={dx}
                    y={-r - 6}
                    textAnchor="middle"
                    data-testid="network-label"
                    fontSize={fontSize}
                    fontWeight={isSel || n.id === hover ? 700 : 500}
                    fill="#1d2733"
                    stroke="#fbfcfe"
                    strokeWidth={3}
                    paintOrder="stroke"
                  >
                    {label}
                  </text>
                )}
              </g>
            );
          })}
        </g>
      </Box>
      <Stack useFlexGap direction="row" spacing={1.5} sx={{ px: 2, py: 1, flexWrap: 'wrap', rowGap: 0.5 }} aria-label="Legend">
        {Object.entries(AREA_COLORS).map(([area, color]) => (
          <Stack key={area} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
            <Typography variant="caption">{area}</Typography>
          </Stack>
        ))}
        <Typography variant="caption" color="text.secondary">
          Links: similarity (shared authors, AI tags, categories and topic words), not citations.
        </Typography>
      </Stack>
    </Box>
  );
}

function PaperChipButton({ paper, label, selected, onSelect }: { paper: Paper; label: string; selected: boolean; onSelect: (p: Paper) => void }) {
  return (
    <Chip
      label={label}
      title={texToPlainText(paper.title)}
      clickable
      onClick={() => onSelect(paper)}
      color={selected ? 'secondary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      aria-label={texToPlainText(paper.title)}
      sx={{ maxWidth: '100%' }}
    />
  );
}

function TimelineList({ papers, selectedId, onSelect }: { papers: Paper[]; selectedId: string | null; onSelect: (p: Paper) => void }) {
  const groups = useMemo(() => {
    const out: { year: string; papers: Paper[] }[] = [];
    for (const p of timelineOrder(papers)) {
      const y = String(yearOf(p.publishedDate) ?? 'Unknown');
      if (out.length === 0 || out[out.length - 1].year !== y) out.push({ year: y, papers: [] });
      out[out.length - 1].papers.push(p);
    }
    return out;
  }, [papers]);
  return (
    <Box sx={{ p: 2, maxHeight: 560, overflowY: 'auto' }} data-testid="network-timeline">
      {groups.map((g) => (
        <Box key={g.year} component="section" aria-label={g.year} sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 3, borderColor: 'primary.light', ml: 1 }}>
          <Box sx={{ position: 'absolute', left: -9, top: 2, width: 15, height: 15, borderRadius: '50%', bgcolor: 'primary.main' }} />
          <Typography component="h4" sx={{ fontWeight: 800, mb: 1 }}>
            {g.year}
          </Typography>
          <Stack useFlexGap direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {g.papers.map((p) => (
              <PaperChipButton key={p.id} paper={p} label={timelineLabel(p)} selected={p.id === selectedId} onSelect={onSelect} />
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

function ClusterList({ papers, selectedId, onSelect }: { papers: Paper[]; selectedId: string | null; onSelect: (p: Paper) => void }) {
  const clusters = useMemo(() => clustersOf(papers), [papers]);
  return (
    <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }} data-testid="network-clusters">
      {clusters.map((c) => (
        <MuiPaper key={c.name} variant="outlined" component="section" aria-label={c.name} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography component="h4" sx={{ fontWeight: 800 }}>
              {c.name}
            </Typography>
            <Chip size="small" label={c.papers.length} />
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }} data-testid="cluster-takes">
            Categories: {c.takes.join(', ')}
          </Typography>
          {c.papers.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No papers in this cluster.
            </Typography>
          ) : (
            <Stack spacing={1}>
              {c.papers.map((p) => (
                <Button
                  key={p.id}
                  variant={p.id === selectedId ? 'contained' : 'outlined'}
                  color="secondary"
                  onClick={() => onSelect(p)}
                  aria-pressed={p.id === selectedId}
                  sx={{ justifyContent: 'flex-start', textAlign: 'left', fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  <MathText text={p.title} />
                </Button>
              ))}
            </Stack>
          )}
        </MuiPaper>
      ))}
    </Box>
  );
}
