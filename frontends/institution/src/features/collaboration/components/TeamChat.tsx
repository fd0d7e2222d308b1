import { useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { errorMessage, useAuth, useChannels } from '@scholarlens/common';
import { COLLABORATION_LIMITS, COLLABORATION_MESSAGES, type TeamRole } from '@scholarlens/contracts';
import { useTeamMembers } from '../api/collaboration';
import { ChannelList } from './ChannelList';
import { CreateChannelDialog } from './CreateChannelDialog';
import { MemberList } from './MemberList';
import { MessagePane } from './MessagePane';

/**
 * Team collaboration chat (spec inst §2): header with the member count and Create Channel, the
 * channel list (lock icons; the first selected automatically, the selected highlighted), the member
 * list with role icons, and the 600 px message pane with its composer.
 */
export function TeamChat({ teamId, teamName, myRole }: { teamId: string; teamName: string; myRole: TeamRole }) {
  const canCreateChannels = myRole !== 'guest';
  const { isAuthenticated } = useAuth();
  const channels = useChannels(isAuthenticated ? teamId : null);
  const members = useTeamMembers(teamId);
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  if (!isAuthenticated) return <Alert severity="info">{COLLABORATION_MESSAGES.signIn}</Alert>;
  const list = channels.data ?? [];
  const channel = list.find((c) => c.id === selected) ?? list[0] ?? null;
  const memberCount = members.data?.length;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="team-chat">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, p: 2, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mr: 'auto' }}>
          {teamName}
        </Typography>
        <Chip size="small" label={memberCount === undefined ? '—' : `${memberCount} ${memberCount === 1 ? 'member' : 'members'}`} data-testid="chat-member-count" />
        {canCreateChannels && (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="create-channel">
            {COLLABORATION_MESSAGES.createChannel}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }}>
        <Box sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0, borderStyle: 'solid', borderColor: 'divider', borderWidth: { xs: '0 0 1px 0', md: '0 1px 0 0' } }}>
          {channels.isError ? (
            <Alert severity="error" sx={{ m: 1 }}>
              {errorMessage(channels.error) ?? 'The channels could not be loaded.'}
            </Alert>
          ) : (
            <ChannelList channels={list} loading={channels.isLoading} selectedId={channel?.id ?? null} onSelect={setSelected} />
          )}
          <MemberList members={members.data} loading={members.isLoading} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {channel ? (
            <MessagePane
              key={channel.id}
              teamId={teamId}
              channel={channel}
              addable={channel.isPrivate && myRole === 'admin' ? members.data : undefined}
              library={myRole !== 'guest' ? { id: teamId, name: teamName } : undefined}
            />
          ) : (
            <Box sx={{ height: COLLABORATION_LIMITS.paneHeight, display: 'grid', placeItems: 'center', color: 'text.secondary', p: 2 }}>
              {channels.isLoading ? '' : 'No channel yet'}
            </Box>
          )}
        </Box>
      </Stack>
      <CreateChannelDialog teamId={teamId} open={creating} onClose={() => setCreating(false)} onCreated={setSelected} />
    </Paper>
  );
}
