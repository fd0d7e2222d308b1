import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardActions, CardContent, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import LockIcon from '@mui/icons-material/Lock';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { useMyTeams } from '@scholarlens/common';
import { formatDate } from '../../../lib/figures';
import { TeamLibraryList } from '../../team-library/components/TeamLibraryList';
import type { ResearchTeam } from '@scholarlens/contracts';
import { useInstitutionTeams } from '../api/institution';
import { AddTeamMemberDialog } from './AddTeamMemberDialog';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } } as const;

/** Teams (spec inst §2): six skeletons while loading, the empty state, a card per team. */
export function TeamsTab({ onCreateTeam }: { onCreateTeam: () => void }) {
  const teams = useInstitutionTeams(true);
  // The caller's own teams: their libraries are shown (a team's library is its members' only).
  const mine = new Set((useMyTeams(true).data ?? []).map((t) => t.id));
  const [adding, setAdding] = useState<ResearchTeam | null>(null);
  if (teams.isLoading) {
    return (
      <Box sx={grid} data-testid="teams-loading">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={170} data-testid="team-skeleton" />
        ))}
      </Box>
    );
  }
  if (teams.isError) {
    return <Alert severity="error">Research teams could not be loaded right now. Try again in a moment.</Alert>;
  }
  const list = teams.data ?? [];
  if (list.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="teams-empty">
        <GroupsIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, mb: 2 }}>
          No research teams yet
        </Typography>
        <Button variant="contained" onClick={onCreateTeam}>
          Create Your First Team
        </Button>
      </Paper>
    );
  }
  return (
    <>
      <Box sx={grid}>
        {list.map((t) => (
          <TeamCard key={t.id} team={t} member={mine.has(t.id)} onAddMember={() => setAdding(t)} />
        ))}
      </Box>
      <AddTeamMemberDialog team={adding} onClose={() => setAdding(null)} />
    </>
  );
}

function TeamCard({ team, member, onAddMember }: { team: ResearchTeam; member: boolean; onAddMember: () => void }) {
  const full = team.memberCount >= team.maxMembers;
  return (
    <Card variant="outlined" data-testid="team-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {team.name}
          </Typography>
          <Tooltip title={team.isPublic ? 'Public team' : 'Private team'}>
            {team.isPublic ? (
              <PublicIcon color="action" aria-label="Public team" />
            ) : (
              <LockIcon color="action" aria-label="Private team" />
            )}
          </Tooltip>
        </Stack>
        {team.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {team.description}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {team.department || 'No department'}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="team-members">
          {team.memberCount} {team.memberCount === 1 ? 'member' : 'members'} · Max {team.maxMembers} members
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Created {formatDate(team.createdAt)}
        </Typography>
        {member && (
          <Box sx={{ mt: 1.5 }}>
            <TeamLibraryList teamId={team.id} limit={3} />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<PersonAddIcon />} onClick={onAddMember} disabled={full}>
          {full ? 'Team is full' : 'Add Member'}
        </Button>
        {member && (
          <Button size="small" component={RouterLink} to={`/team/${team.id}`} data-testid="open-team-library">
            Team library
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
