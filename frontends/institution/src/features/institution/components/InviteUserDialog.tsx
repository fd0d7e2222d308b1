import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { errorStatus, errorMessage, useToast } from '@scholarlens/common';
import { INVITE_ROLES, type InviteRole } from '@scholarlens/contracts';
import { useInviteUser } from '../api/institution';

const EMPTY = { email: '', role: 'member' as InviteRole, department: '' };
/** The shape an e-mail input accepts; the server checks it again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invite User (spec inst §5): e-mail required and of e-mail type, role member (default), faculty,
 * student or researcher, department optional. Success closes, resets and refreshes the members.
 */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteUser();
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY);
  const [emailError, setEmailError] = useState<string | null>(null);

  const close = () => {
    setForm(EMPTY);
    setEmailError(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const email = form.email.trim();
    if (!email) return setEmailError('Email is required');
    if (!EMAIL.test(email)) return setEmailError('Enter a valid email address');
    invite.mutate(
      { email, role: form.role, department: form.department.trim() },
      {
        onSuccess: () => {
          toast({ title: 'User invitation sent successfully!' });
          close();
        },
        onError: (err) => {
          const message = errorMessage(err) ?? 'Please try again.';
          // A conflict is about this e-mail or the seats: say it next to the field as well.
          if (errorStatus(err) === 409 || errorStatus(err) === 400) setEmailError(message);
          toast({ title: 'Failed to send invitation', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invite-user-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="invite-user-title">Invite User</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label="Email"
              type="email"
              value={form.email}
              onChange={(e) => {
                setForm((f) => ({ ...f, email: e.target.value }));
                setEmailError(null);
              }}
              required
              autoFocus
              error={emailError !== null}
              helperText={emailError}
            />
            <TextField select label="Role" value={form.role} onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as InviteRole }))}>
              {INVITE_ROLES.map((r) => (
                <MenuItem key={r} value={r} sx={{ textTransform: 'capitalize' }}>
                  {r[0].toUpperCase() + r.slice(1)}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Department" value={form.department} onChange={(e) => setForm((f) => ({ ...f, department: e.target.value }))} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send Invitation'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
