import { type FormEvent, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { COLLABORATION_LIMITS, COLLABORATION_MESSAGES } from '@scholarlens/contracts';
import { useCreateChannel } from '../api/collaboration';

const EMPTY = { name: '', description: '', isPrivate: false };

/** Create Channel (spec inst §5): ignored while the name is blank; description optional; private off by default. */
export function CreateChannelDialog({ teamId, open, onClose, onCreated }: { teamId: string; open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const create = useCreateChannel(teamId);
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY);
  const close = () => {
    setForm(EMPTY);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.name.trim()) return;
    create.mutate(
      { name: form.name.trim(), description: form.description.trim(), isPrivate: form.isPrivate },
      {
        onSuccess: (channel) => {
          toast({ title: COLLABORATION_MESSAGES.channelCreated });
          onCreated(channel.id);
          close();
        },
        onError: (err) => toast({ title: COLLABORATION_MESSAGES.channelCreateFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="create-channel-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-channel-title">{COLLABORATION_MESSAGES.createChannel}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label="Channel name"
              value={form.name}
              onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: COLLABORATION_LIMITS.channelNameMaxLength } }}
            />
            <TextField label="Description" value={form.description} onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))} multiline minRows={2} />
            <FormControlLabel
              control={<Switch checked={form.isPrivate} onChange={(e) => setForm((f) => ({ ...f, isPrivate: e.target.checked }))} />}
              label="Private channel"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending || !form.name.trim()}>
            {create.isPending ? 'Creating…' : COLLABORATION_MESSAGES.createChannel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
