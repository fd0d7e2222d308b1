import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { AdminInstitution } from '@scholarlens/contracts';
import { useInstitutions } from '../api/institutions';
import { CreateInstitutionDialog } from './CreateInstitutionDialog';
import { EditInstitutionDialog } from './EditInstitutionDialog';

/** Admin console: every institution with its tier and seats; create one, change tier and seats. */
export function InstitutionsPanel() {
  const institutions = useInstitutions();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminInstitution | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="institutions-panel">
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Institutions
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New Institution
        </Button>
      </Stack>
      {institutions.isLoading ? (
        Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1 }} />)
      ) : institutions.isError ? (
        <Alert severity="error">Institutions could not be loaded right now. Try again in a moment.</Alert>
      ) : (institutions.data ?? []).length === 0 ? (
        <Typography color="text.secondary" data-testid="institutions-empty">
          No institutions yet. Create one to give its members the institution portal.
        </Typography>
      ) : (
        <Stack spacing={1}>
          {(institutions.data ?? []).map((i) => (
            <InstitutionRow key={i.id} institution={i} onEdit={() => setEditing(i)} />
          ))}
        </Stack>
      )}
      <CreateInstitutionDialog open={creating} onClose={() => setCreating(false)} />
      <EditInstitutionDialog institution={editing} onClose={() => setEditing(null)} />
    </Paper>
  );
}

function InstitutionRow({ institution, onEdit }: { institution: AdminInstitution; onEdit: () => void }) {
  const used = institution.activeUsers + institution.pendingUsers;
  const seats = `${used.toLocaleString('en-US')} of ${institution.maxUsers.toLocaleString('en-US')} seats`;
  return (
    <Card variant="outlined" data-testid="institution-row" data-name={institution.name}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', '&:last-child': { pb: 2 } }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{institution.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {institution.domain} · {institution.subdomain}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="institution-admins">
            {institution.adminEmails.length > 0 ? `Administrators: ${institution.adminEmails.join(', ')}` : 'No administrator yet'}
          </Typography>
        </Box>
        <Chip size="small" label={institution.tier} data-testid="institution-tier" sx={{ textTransform: 'capitalize' }} />
        <Typography variant="body2" data-testid="institution-seats">
          {seats}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {institution.teamCount} {institution.teamCount === 1 ? 'team' : 'teams'} · SSO {institution.ssoEnabled ? 'on' : 'off'}
        </Typography>
        <Button size="small" onClick={onEdit}>
          Edit
        </Button>
      </CardContent>
    </Card>
  );
}
