import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { TEAM_ROLES, type ResearchTeam, type TeamRole } from '@scholarlens/contracts';
import { useAddTeamMember, useInstitutionUsers } from '../api/institution';

/** Adds an active member of the institution to a team, with a team role (admin, member, guest). */
export function AddTeamMemberDialog({ team, onClose }: { team: ResearchTeam | null; onClose: () => void }) {
  const users = useInstitutionUsers(team !== null);
  const add = useAddTeamMember();
  const { toast } = useToast();
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const [error, setError] = useState<string | null>(null);
  const candidates = (users.data ?? []).filter((u) => u.status === 'active');

  const close = () => {
    setUserId('');
    setRole('member');
    setError(null);
    add.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!team) return;
    if (!userId) {
      setError('Choose a member to add.');
      return;
    }
    add.mutate(
      { teamId: team.id, body: { memberId: userId, role } },
      {
        onSuccess: () => {
          toast({ title: 'Team member added successfully!' });
          close();
        },
        onError: (err) =>
          toast({ title: 'Failed to add team member', description: errorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={team !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-member-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-member-title">Add Member to {team?.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {users.isSuccess && candidates.length === 0 ? (
              <Alert severity="info">No active members yet: a member appears here once they accept their invitation by signing in.</Alert>
            ) : null}
            <TextField
              select
              label="Member"
              value={userId}
              onChange={(e) => {
                setUserId(e.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error ?? ' '}
              required
              slotProps={{ htmlInput: { 'data-testid': 'add-member-user' } }}
            >
              {candidates.map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  {u.email}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Team role" value={role} onChange={(e) => setRole(e.target.value as TeamRole)}>
              {TEAM_ROLES.map((r) => (
                <MenuItem key={r} value={r} sx={{ textTransform: 'capitalize' }}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add Member'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
