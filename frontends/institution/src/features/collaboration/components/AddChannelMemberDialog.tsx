import { type FormEvent, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import type { Channel, CollaborationMember } from '@scholarlens/contracts';
import { useAddChannelMember } from '../api/collaboration';

/** A team administrator adds a team member to a private channel (the server refuses anyone else, and a member already in it). */
export function AddChannelMemberDialog({ teamId, channel, members, onClose }: { teamId: string; channel: Channel; members: CollaborationMember[]; onClose: () => void }) {
  const add = useAddChannelMember(teamId, channel.id);
  const { toast } = useToast();
  const [memberId, setMemberId] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!memberId) return;
    add.mutate(memberId, {
      onSuccess: () => {
        toast({ title: `Added to #${channel.name}` });
        onClose();
      },
      onError: (err) => toast({ title: 'Failed to add the member', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-channel-member-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-channel-member-title">Add a member to #{channel.name}</DialogTitle>
        <DialogContent>
          <TextField select fullWidth label="Team member" value={memberId} onChange={(e) => setMemberId(e.target.value)} sx={{ mt: 1 }}>
            {members.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.user.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!memberId || add.isPending}>
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
