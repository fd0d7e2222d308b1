import { type FormEvent, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { TEAM_LIBRARY_LIMITS, TEAM_LIBRARY_MESSAGES } from '@scholarlens/contracts';
import { errorMessage, errorStatus } from '../lib/api-client';
import { useAddToTeamLibrary } from '../lib/collaboration';
import { openPricing } from '../lib/pricing';
import { useToast } from '../toast';

/**
 * Adds a paper to a team's library with a note (issue #38): from the paper page (a team to choose)
 * or from a paper shared in a team's chat (`messageId`, that team). A refusal shows the server's
 * reason; below the Team plan it offers Upgrade.
 */
export function AddToTeamLibraryDialog({
  paperId,
  title,
  teams,
  messageId,
  onClose,
}: {
  paperId: string;
  title: string;
  teams: { id: string; name: string }[];
  messageId?: string;
  onClose: () => void;
}) {
  const [teamId, setTeamId] = useState(teams[0]?.id ?? '');
  const [note, setNote] = useState('');
  const add = useAddToTeamLibrary();
  const { toast } = useToast();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!teamId) return;
    add.mutate(
      { teamId, body: { paperId, note: note.trim() || null, messageId: messageId ?? null } },
      {
        onSuccess: () => {
          toast({ title: TEAM_LIBRARY_MESSAGES.added, description: teams.find((t) => t.id === teamId)?.name });
          onClose();
        },
      },
    );
  };
  const refused = errorStatus(add.error) === 403;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="team-library-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="team-library-title">{TEAM_LIBRARY_MESSAGES.addToLibrary}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Stack spacing={2}>
            {teams.length > 1 && (
              <TextField select label="Team" value={teamId} onChange={(e) => setTeamId(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'library-team' } }}>
                {teams.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label="Note (optional)"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: TEAM_LIBRARY_LIMITS.noteMaxLength, 'data-testid': 'library-note' } }}
            />
            {add.error && (
              <Alert
                severity={refused ? 'warning' : 'error'}
                data-testid="library-error"
                action={
                  refused ? (
                    <Button color="inherit" size="small" onClick={openPricing}>
                      Upgrade
                    </Button>
                  ) : undefined
                }
              >
                {errorMessage(add.error)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={add.isPending || !teamId} data-testid="library-submit">
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
