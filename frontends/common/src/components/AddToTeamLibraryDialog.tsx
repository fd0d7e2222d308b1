import { useState } from 'react';
import { TextField } from '@mui/material';
import { TEAM_LIBRARY_LIMITS, TEAM_LIBRARY_MESSAGES } from '@scholarlens/contracts';
import { useAddToTeamLibrary } from '../lib/collaboration';
import { useToast } from '../toast';
import { ChooseAndConfirmDialog, type TeamChoice } from './ChooseAndConfirmDialog';
import { MathText } from './math/MathText';

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
  teams: TeamChoice[];
  messageId?: string;
  onClose: () => void;
}) {
  const [teamId, setTeamId] = useState(teams[0]?.id ?? '');
  const [note, setNote] = useState('');
  const add = useAddToTeamLibrary();
  const { toast } = useToast();
  const confirm = () =>
    add.mutate(
      { teamId, body: { paperId, note: note.trim() || null, messageId: messageId ?? null } },
      {
        onSuccess: () => {
          toast({ title: TEAM_LIBRARY_MESSAGES.added, description: teams.find((t) => t.id === teamId)?.name });
          onClose();
        },
      },
    );
  return (
    <ChooseAndConfirmDialog
      titleId="team-library-title"
      title={TEAM_LIBRARY_MESSAGES.addToLibrary}
      subject={<MathText text={title} />}
      teams={teams}
      teamId={teamId}
      onTeamChange={setTeamId}
      teamTestId="library-team"
      error={add.error}
      errorTestId="library-error"
      confirmLabel="Add"
      pending={add.isPending}
      canSubmit={Boolean(teamId)}
      confirmTestId="library-submit"
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextField
        label="Note (optional)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: TEAM_LIBRARY_LIMITS.noteMaxLength, 'data-testid': 'library-note' } }}
      />
    </ChooseAndConfirmDialog>
  );
}
