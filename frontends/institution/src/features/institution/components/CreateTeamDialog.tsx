import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { parseMaxMembers } from '../../../lib/figures';
import { useCreateTeam } from '../api/institution';

const EMPTY = { name: '', description: '', department: '', maxMembers: '50', isPublic: false };

/**
 * Create Research Team (spec inst §5): name required, description optional, department free text,
 * max members 1–200 (50 when empty or 0), public off by default. Success closes, resets and refreshes.
 */
export function CreateTeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateTeam();
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<{ name?: string; maxMembers?: string }>({});

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const maxMembers = parseMaxMembers(form.maxMembers);
    const found: typeof errors = {};
    if (!form.name.trim()) found.name = 'Team name is required';
    if (maxMembers < 1 || maxMembers > 200) found.maxMembers = 'Max members must be between 1 and 200';
    setErrors(found);
    if (found.name || found.maxMembers) return;
    create.mutate(
      { name: form.name.trim(), description: form.description.trim(), department: form.department.trim(), isPublic: form.isPublic, maxMembers },
      {
        onSuccess: () => {
          toast({ title: 'Research team created successfully!' });
          close();
        },
        onError: (err) =>
          toast({ title: 'Failed to create research team', description: errorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };
  const set = (k: 'name' | 'description' | 'department' | 'maxMembers') => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    setErrors((x) => ({ ...x, [k]: undefined }));
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-team-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-team-title">Create Research Team</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField label="Team name" value={form.name} onChange={set('name')} required autoFocus error={!!errors.name} helperText={errors.name} />
            <TextField label="Description" value={form.description} onChange={set('description')} multiline minRows={2} />
            <TextField label="Department" value={form.department} onChange={set('department')} />
            <TextField
              label="Max members"
              type="number"
              value={form.maxMembers}
              onChange={set('maxMembers')}
              error={!!errors.maxMembers}
              helperText={errors.maxMembers ?? 'From 1 to 200; 50 when left empty'}
              slotProps={{ htmlInput: { min: 1, max: 200 } }}
            />
            <FormControlLabel
              control={<Switch checked={form.isPublic} onChange={(e) => setForm((f) => ({ ...f, isPublic: e.target.checked }))} />}
              label="Public team"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Team'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
