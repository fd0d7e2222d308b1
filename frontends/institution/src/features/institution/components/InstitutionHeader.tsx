import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import type { Institution } from '@scholarlens/contracts';
import { TierBadge } from './TierBadge';

/** Name, domain, tier badge, New Team and (for administrators) Invite User (spec inst §2). */
export function InstitutionHeader({ institution, onNewTeam, onInvite }: { institution: Institution; onNewTeam: () => void; onInvite?: () => void }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography
            id="page-title"
            variant="h4"
            component="h1"
            data-testid="institution-name"
            sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}
          >
            {institution.name}
          </Typography>
          <TierBadge tier={institution.tier} />
        </Stack>
        <Typography color="text.secondary" data-testid="institution-domain" sx={{ overflowWrap: 'anywhere' }}>
          {institution.domain}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onNewTeam} sx={{ flex: { xs: 1, sm: 'none' } }}>
          New Team
        </Button>
        {onInvite ? (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={onInvite} sx={{ flex: { xs: 1, sm: 'none' } }}>
            Invite User
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
