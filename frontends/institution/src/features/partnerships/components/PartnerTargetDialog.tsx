import { type FormEvent, useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { PARTNER_LIMITS, type PartnerTarget, type PartnerTargetRequest } from '@scholarlens/contracts';
import { useSaveTarget } from '../api/partnerships';

interface Form {
  name: string;
  location: string;
  students: string;
  faculty: string;
  currentSystem: string;
  estimatedValue: string;
  probability: string;
  painPoints: string;
  decisionMakers: string;
  email: string;
  website: string;
}

const EMPTY: Form = { name: '', location: '', students: '', faculty: '', currentSystem: '', estimatedValue: '', probability: '', painPoints: '', decisionMakers: '', email: '', website: '' };

const formOf = (t: PartnerTarget): Form => ({
  name: t.name,
  location: t.location,
  students: String(t.students),
  faculty: String(t.faculty),
  currentSystem: t.currentSystem,
  estimatedValue: String(t.estimatedValue),
  probability: String(t.probability),
  painPoints: t.painPoints.join('\n'),
  decisionMakers: t.decisionMakers.join('\n'),
  email: t.contact.email,
  website: t.contact.website ?? '',
});

const wholeIn = (raw: string, max: number) => /^\d+$/.test(raw.trim()) && Number(raw) <= max;

function problems(f: Form): Partial<Record<keyof Form, string>> {
  const out: Partial<Record<keyof Form, string>> = {};
  if (!f.name.trim()) out.name = 'Name is required';
  if (!f.location.trim()) out.location = 'Location is required';
  if (!wholeIn(f.students, PARTNER_LIMITS.maxStudents)) out.students = 'A whole number';
  if (!wholeIn(f.faculty, PARTNER_LIMITS.maxStudents)) out.faculty = 'A whole number';
  if (!wholeIn(f.estimatedValue, PARTNER_LIMITS.maxValue)) out.estimatedValue = 'Euros per year, a whole number';
  if (!wholeIn(f.probability, 100)) out.probability = 'A percentage from 0 to 100';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) out.email = 'An e-mail address';
  if (f.website.trim() && !/^https?:\/\/\S+$/.test(f.website.trim())) out.website = 'An http(s) address';
  return out;
}

const lines = (raw: string) => raw.split('\n').map((s) => s.trim()).filter(Boolean);

/** Add or edit a partner target (console admins): every field of spec inst §3's partner target. */
export function PartnerTargetDialog({ open, target, onClose }: { open: boolean; target: PartnerTarget | null; onClose: () => void }) {
  const save = useSaveTarget();
  const { toast } = useToast();
  const [form, setForm] = useState<Form>(EMPTY);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setForm(target ? formOf(target) : EMPTY);
      setTouched(false);
    }
  }, [open, target]);
  const errors = problems(form);
  const set = (field: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const field = (name: keyof Form, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={set(name)}
      error={touched && errors[name] !== undefined}
      helperText={touched ? errors[name] : undefined}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `target-${name}`, maxLength: PARTNER_LIMITS.textMaxLength } }}
      {...extra}
    />
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    const body: PartnerTargetRequest = {
      name: form.name.trim(),
      location: form.location.trim(),
      students: Number(form.students),
      faculty: Number(form.faculty),
      currentSystem: form.currentSystem.trim(),
      estimatedValue: Number(form.estimatedValue),
      probability: Number(form.probability),
      painPoints: lines(form.painPoints),
      decisionMakers: lines(form.decisionMakers),
      email: form.email.trim(),
      website: form.website.trim() || null,
    };
    save.mutate(
      { id: target?.id ?? null, body },
      {
        onSuccess: () => {
          toast({ title: target ? 'Partner target updated' : 'Partner target added' });
          onClose();
        },
        onError: (err) => toast({ title: 'Failed to save partner target', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="partner-target-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="partner-target-title">{target ? `Edit ${target.name}` : 'Add Target University'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {field('name', 'University name')}
            {field('location', 'Location')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('students', 'Students', { inputMode: 'numeric' })}
              {field('faculty', 'Faculty', { inputMode: 'numeric' })}
            </Stack>
            {field('currentSystem', 'Current system')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('estimatedValue', 'Estimated annual value (€)', { inputMode: 'numeric' })}
              {field('probability', 'Success probability (%)', { inputMode: 'numeric' })}
            </Stack>
            {field('painPoints', 'Pain points (one per line)', { multiline: true, minRows: 2 })}
            {field('decisionMakers', 'Decision makers (one per line)', { multiline: true, minRows: 2 })}
            {field('email', 'Contact e-mail', { type: 'email' })}
            {field('website', 'Website (optional)')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="target-save">
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
