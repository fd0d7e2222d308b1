import { useState } from 'react';
import { Button, MenuItem, TextField } from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import { ChooseAndConfirmDialog, errorMessage, useAuth, useChannels, useMyTeams, usePostMessage, useToast } from '@scholarlens/common';
import { COLLABORATION_LIMITS, COLLABORATION_MESSAGES } from '@scholarlens/contracts';

/**
 * "Share to team" (issue #30): posts the paper to a channel of one of the user's teams as a
 * `paper_share` message, which the chat shows as a "Shared Paper" card. Shown only to signed-in
 * users who are in a team.
 */
export function ShareToTeam({ paperId, title, size = 'medium' }: { paperId: string; title: string; size?: 'small' | 'medium' }) {
  const { isAuthenticated } = useAuth();
  const teams = useMyTeams(isAuthenticated);
  const [open, setOpen] = useState(false);
  if (!teams.data?.length) return null;
  return (
    <>
      <Button size={size} variant="outlined" startIcon={<ShareIcon />} onClick={() => setOpen(true)} aria-label={`${COLLABORATION_MESSAGES.shareToTeam}: ${title}`} data-testid="share-to-team">
        {COLLABORATION_MESSAGES.shareToTeam}
      </Button>
      {open && <ShareDialog paperId={paperId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

function ShareDialog({ paperId, title, onClose }: { paperId: string; title: string; onClose: () => void }) {
  const teams = useMyTeams(true).data ?? [];
  const [teamId, setTeamId] = useState(teams[0]?.id ?? '');
  const channels = useChannels(teamId || null);
  const [picked, setPicked] = useState('');
  const channelId = channels.data?.some((c) => c.id === picked) ? picked : (channels.data?.[0]?.id ?? '');
  const [comment, setComment] = useState('');
  const post = usePostMessage();
  const { toast } = useToast();
  const confirm = () =>
    post.mutate(
      { teamId, channelId, body: { content: comment.trim() || title, messageType: 'paper_share', metadata: { paperId, paperTitle: title } } },
      {
        onSuccess: () => {
          toast({ title: COLLABORATION_MESSAGES.paperShared });
          onClose();
        },
        onError: (err) => toast({ title: COLLABORATION_MESSAGES.messageSendFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  return (
    <ChooseAndConfirmDialog
      titleId="share-to-team-title"
      title={COLLABORATION_MESSAGES.shareToTeam}
      subject={title}
      teams={teams}
      teamId={teamId}
      onTeamChange={setTeamId}
      alwaysShowTeams
      teamTestId="share-team"
      confirmLabel="Share"
      pendingLabel="Sharing…"
      pending={post.isPending}
      canSubmit={Boolean(teamId && channelId)}
      confirmTestId="share-submit"
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextField
        select
        label="Channel"
        value={channelId}
        onChange={(e) => setPicked(e.target.value)}
        disabled={!channels.data?.length}
        helperText={channels.isError ? (errorMessage(channels.error) ?? 'The channels could not be loaded') : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'share-channel' } }}
      >
        {(channels.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            #{c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Comment"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: COLLABORATION_LIMITS.messageMaxLength, 'data-testid': 'share-comment' } }}
      />
    </ChooseAndConfirmDialog>
  );
}
