import { useState } from 'react';
import { Alert, MenuItem, Paper, Skeleton, TextField, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import { errorMessage, useAuth, useMyTeams } from '@scholarlens/common';
import { COLLABORATION_MESSAGES } from '@scholarlens/contracts';
import { TeamChat } from './TeamChat';

/**
 * The portal's collaboration tab: the chat of one of the signed-in user's own teams (spec inst §2
 * showed a fixed "team 1"; here a picker when they are in several).
 */
export function CollaborationTab() {
  const { isAuthenticated } = useAuth();
  const teams = useMyTeams(isAuthenticated);
  const [picked, setPicked] = useState<string | null>(null);
  if (!isAuthenticated) return <Alert severity="info">{COLLABORATION_MESSAGES.signIn}</Alert>;
  if (teams.isLoading) return <Skeleton variant="rounded" height={640} data-testid="collaboration-loading" />;
  if (teams.isError) return <Alert severity="error">Your teams could not be loaded. {errorMessage(teams.error) ?? 'Try again in a moment.'}</Alert>;
  const list = teams.data ?? [];
  if (list.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="collaboration-no-teams">
        <GroupsIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {COLLABORATION_MESSAGES.noTeams}
        </Typography>
        <Typography color="text.secondary">Create a team, or ask a team administrator to add you, to chat with it here.</Typography>
      </Paper>
    );
  }
  const team = list.find((t) => t.id === picked) ?? list[0];
  return (
    <>
      {list.length > 1 && (
        <TextField
          select
          size="small"
          label="Team"
          value={team.id}
          onChange={(e) => setPicked(e.target.value)}
          sx={{ mb: 2, minWidth: 240, maxWidth: '100%' }}
          slotProps={{ htmlInput: { 'data-testid': 'team-picker' } }}
        >
          {list.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TeamChat key={team.id} teamId={team.id} teamName={team.name} myRole={team.myRole} />
    </>
  );
}
