import { type FormEvent, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { errorMessage, MathText, texToPlainText, useToast } from '@scholarlens/common';
import { COURSE_LIMITS, type CourseModule } from '@scholarlens/contracts';
import { useSaveModule } from '../api/courses';
import { PaperPicker } from './PaperPicker';

interface Reading {
  paperId: string;
  title: string;
}

/** The module's fields as the form edits them: objectives one per line. */
const formOf = (m: CourseModule | null) => ({
  title: m?.title ?? '',
  objectives: (m?.objectives ?? []).join('\n'),
  assignment: m?.assignment ?? '',
  readings: (m?.readings ?? []).map((r) => ({ paperId: r.paperId, title: r.title })) as Reading[],
});

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * Edits one module (or writes a new one): title, objectives, assignment, and the reading list —
 * papers added by search, reordered, removed. Saved whole; the server keeps who wrote it.
 */
export function ModuleEditorDialog({ courseId, module, moduleId, onClose }: { courseId: string; module: CourseModule | null; moduleId: string; onClose: () => void }) {
  const save = useSaveModule(courseId);
  const { toast } = useToast();
  const [form, setForm] = useState(() => formOf(module));
  const [titleError, setTitleError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.title.trim()) {
      setTitleError('Title is required');
      return;
    }
    save.mutate(
      {
        moduleId,
        body: {
          title: form.title.trim(),
          objectives: form.objectives.split('\n').map((o) => o.trim()).filter(Boolean),
          assignment: form.assignment.trim(),
          paperIds: form.readings.map((r) => r.paperId),
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Module saved' });
          onClose();
        },
        onError: (err) => toast({ title: 'The module was not saved', description: errorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="module-editor-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="module-editor-title">{module ? 'Edit module' : 'Add module'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label="Module title"
              value={form.title}
              onChange={(e) => {
                setForm((f) => ({ ...f, title: e.target.value }));
                setTitleError(null);
              }}
              required
              autoFocus
              error={!!titleError}
              helperText={titleError}
            />
            <TextField
              label="Learning objectives"
              value={form.objectives}
              onChange={(e) => setForm((f) => ({ ...f, objectives: e.target.value }))}
              multiline
              minRows={3}
              helperText={`One per line, at most ${COURSE_LIMITS.maxObjectives}`}
            />
            <TextField label="Assignment" value={form.assignment} onChange={(e) => setForm((f) => ({ ...f, assignment: e.target.value }))} multiline minRows={2} />
            <Typography variant="subtitle2">Reading list</Typography>
            {form.readings.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No papers yet: add them by search below.
              </Typography>
            ) : null}
            <List dense data-testid="reading-list-editor">
              {form.readings.map((r, i) => (
                <ListItem key={r.paperId} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
                  <ListItemText primary={<>{`${i + 1}. `}<MathText text={r.title} /></>} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                  <Stack direction="row" sx={{ flexShrink: 0 }}>
                    <IconButton size="small" aria-label={`Move up: ${texToPlainText(r.title)}`} disabled={i === 0} onClick={() => setForm((f) => ({ ...f, readings: move(f.readings, i, i - 1) }))}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Move down: ${texToPlainText(r.title)}`}
                      disabled={i === form.readings.length - 1}
                      onClick={() => setForm((f) => ({ ...f, readings: move(f.readings, i, i + 1) }))}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={`Remove: ${texToPlainText(r.title)}`} onClick={() => setForm((f) => ({ ...f, readings: f.readings.filter((x) => x.paperId !== r.paperId) }))}>
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                </ListItem>
              ))}
            </List>
            <PaperPicker
              label="Add papers"
              chosen={form.readings.map((r) => r.paperId)}
              onAdd={(p) => setForm((f) => (f.readings.length >= COURSE_LIMITS.maxReadings ? f : { ...f, readings: [...f.readings, { paperId: p.id, title: p.title }] }))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save module'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
