import { type FormEvent, useState } from 'react';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, MathText, useToast } from '@scholarlens/common';
import { COURSE_LIMITS, COURSE_MESSAGES, COURSE_SEMESTERS, type CourseDetail, type CourseSemester, type Paper } from '@scholarlens/contracts';
import { useCreateAiCourse } from '../api/courses';
import { PaperPicker } from './PaperPicker';

/** The current year, within the spec's bounds (2020–2030): the dialog's default instead of a fixed 2025. */
export const defaultCourseYear = (now = new Date()) => Math.min(COURSE_LIMITS.maxYear, Math.max(COURSE_LIMITS.minYear, now.getFullYear()));

const empty = () => ({ title: '', description: '', courseCode: '', semester: 'Fall' as CourseSemester, year: String(defaultCourseYear()), papers: [] as Paper[] });
type Errors = { title?: string; courseCode?: string; year?: string };

/** Client-side checks of spec inst §5, the same messages as the server's. */
export function validateCourseForm(form: { title: string; courseCode: string; year: string }): Errors {
  const errors: Errors = {};
  if (!form.title.trim()) errors.title = COURSE_MESSAGES.titleRequired;
  if (!form.courseCode.trim()) errors.courseCode = COURSE_MESSAGES.courseCodeRequired;
  const year = Number.parseInt(form.year, 10);
  if (!/^\d+$/.test(form.year.trim()) || year < COURSE_LIMITS.minYear || year > COURSE_LIMITS.maxYear) {
    errors.year = `Year must be from ${COURSE_LIMITS.minYear} to ${COURSE_LIMITS.maxYear}`;
  }
  return errors;
}

/**
 * Create AI Course (spec inst §2, §5): title, description, course code, semester (Fall), year (the
 * current one), the papers to teach chosen by search. The institution is the member's own. Success
 * closes, resets and refreshes the list; the build's end is announced by the page.
 */
export function CreateCourseDialog({
  open,
  onClose,
  institution,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  institution: { id: string; name: string };
  onCreated: (course: CourseDetail) => void;
}) {
  const create = useCreateAiCourse();
  const { toast } = useToast();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});

  const close = () => {
    setForm(empty());
    setErrors({});
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateCourseForm(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      {
        title: form.title.trim(),
        description: form.description.trim(),
        courseCode: form.courseCode.trim(),
        semester: form.semester,
        year: Number.parseInt(form.year, 10),
        institutionId: institution.id,
        researchPapers: form.papers.map((p) => p.id),
      },
      {
        onSuccess: (course) => {
          onCreated(course);
          close();
        },
        onError: (err) =>
          toast({ title: COURSE_MESSAGES.createFailed, description: errorMessage(err) ?? COURSE_MESSAGES.createFailedDetail, variant: 'destructive' }),
      },
    );
  };
  const set = (k: 'title' | 'description' | 'courseCode' | 'year') => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    setErrors((x) => ({ ...x, [k]: undefined }));
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-course-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-course-title">Create AI Course</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField label="Title" value={form.title} onChange={set('title')} required autoFocus error={!!errors.title} helperText={errors.title} />
            <TextField label="Description" value={form.description} onChange={set('description')} multiline minRows={2} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Course code" value={form.courseCode} onChange={set('courseCode')} required error={!!errors.courseCode} helperText={errors.courseCode} fullWidth />
              <TextField select label="Semester" value={form.semester} onChange={(e) => setForm((f) => ({ ...f, semester: e.target.value as CourseSemester }))} fullWidth>
                {COURSE_SEMESTERS.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Year"
                type="number"
                value={form.year}
                onChange={set('year')}
                error={!!errors.year}
                helperText={errors.year}
                fullWidth
                slotProps={{ htmlInput: { min: COURSE_LIMITS.minYear, max: COURSE_LIMITS.maxYear } }}
              />
            </Stack>
            <TextField label="Institution" value={institution.name} disabled helperText="Courses belong to your institution" />
            <Typography variant="subtitle2">Research papers ({form.papers.length})</Typography>
            {form.papers.length ? (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="chosen-papers">
                {form.papers.map((p) => (
                  <Chip
                    key={p.id}
                    label={<MathText text={p.title} />}
                    onDelete={() => setForm((f) => ({ ...f, papers: f.papers.filter((x) => x.id !== p.id) }))}
                    sx={{ maxWidth: '100%' }}
                  />
                ))}
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Choose the papers to teach; the AI adds related ones from the catalog and groups them into weekly modules.
              </Typography>
            )}
            <PaperPicker
              chosen={form.papers.map((p) => p.id)}
              onAdd={(p) => setForm((f) => (f.papers.length >= COURSE_LIMITS.maxResearchPapers ? f : { ...f, papers: [...f.papers, p] }))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Course'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
