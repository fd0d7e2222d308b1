import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { aiProvenanceLabel, type CourseModule } from '@scholarlens/contracts';
import { MathText } from '@scholarlens/common';

/** Who wrote a module: the AI (provider and model), edited or not by the instructor, or the instructor. */
export function writtenByLabel(m: CourseModule): string {
  if (!m.writtenBy) return 'Written by the instructor';
  return `Written by ${aiProvenanceLabel(m.writtenBy)}${m.edited ? ', edited by the instructor' : ''}`;
}

/** One weekly module: objectives, reading list (each paper's page), assignment; the instructor's or the student's actions. */
export function ModuleCard({
  module: m,
  completed,
  onEdit,
  onRemove,
  onComplete,
  busy,
}: {
  module: CourseModule;
  completed: boolean;
  onEdit?: () => void;
  onRemove?: () => void;
  onComplete?: () => void;
  busy: boolean;
}) {
  return (
    <Card variant="outlined" component="article" aria-labelledby={`module-${m.id}`} data-testid="course-module">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Week {m.week}
        </Typography>
        <Typography id={`module-${m.id}`} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {m.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="module-written-by">
          {writtenByLabel(m)}
        </Typography>
        {m.objectives.length ? (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2">Learning objectives</Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
              {m.objectives.map((o) => (
                <Typography component="li" variant="body2" key={o} sx={{ overflowWrap: 'anywhere' }}>
                  {o}
                </Typography>
              ))}
            </Box>
          </Box>
        ) : null}
        <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
          Reading list
        </Typography>
        {m.readings.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No papers.
          </Typography>
        ) : (
          <List dense disablePadding>
            {m.readings.map((r) => (
              <ListItem key={r.paperId} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/paper/${encodeURIComponent(r.paperId)}`} sx={{ overflowWrap: 'anywhere' }}>
                      <MathText text={r.title} />
                    </Link>
                  }
                  secondary={`${r.authors.slice(0, 3).join(', ')}${r.authors.length > 3 ? ' et al.' : ''} · ${r.publishedDate.slice(0, 4)} · ${r.selected ? 'chosen by the instructor' : 'found by semantic search'}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {m.assignment ? (
          <>
            <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
              Assignment
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {m.assignment}
            </Typography>
          </>
        ) : null}
      </CardContent>
      {onEdit || onRemove || onComplete || completed ? (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {onEdit ? (
            <Button size="small" onClick={onEdit} disabled={busy} aria-label={`Edit module: ${m.title}`}>
              Edit
            </Button>
          ) : null}
          {onRemove ? (
            <Button size="small" color="error" onClick={onRemove} disabled={busy} aria-label={`Remove module: ${m.title}`}>
              Remove
            </Button>
          ) : null}
          {completed ? <Chip icon={<CheckCircleIcon />} label="Completed" color="success" size="small" /> : null}
          {onComplete && !completed ? (
            <Button size="small" variant="contained" onClick={onComplete} disabled={busy} aria-label={`Mark as done: ${m.title}`}>
              Mark as done
            </Button>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}
