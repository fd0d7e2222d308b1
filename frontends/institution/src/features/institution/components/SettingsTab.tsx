import { Box, Button, Card, CardContent, FormControlLabel, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import type { Institution } from '@scholarlens/contracts';

/**
 * Settings (spec inst §2): read-only name, domain, portal URL and licence tier; the SSO switch shows
 * ssoEnabled. Public Teams, Usage Analytics, Contact Support and Upgrade License have no effect in
 * the spec, so they are shown disabled and say so rather than pretending to act.
 */
export function SettingsTab({ institution }: { institution: Institution }) {
  const readOnly = { input: { readOnly: true } } as const;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="institution-settings">
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            Institution
          </Typography>
          <Stack spacing={2}>
            <TextField label="Institution name" value={institution.name} slotProps={readOnly} />
            <TextField label="Domain" value={institution.domain} slotProps={readOnly} />
            <TextField label="Portal URL" value={`https://${institution.subdomain}`} slotProps={readOnly} />
            <TextField label="License tier" value={institution.tier} slotProps={readOnly} sx={{ '& input': { textTransform: 'capitalize' } }} />
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Access and privacy
          </Typography>
          <Stack>
            <FormControlLabel control={<Switch checked={institution.ssoEnabled} disabled />} label="Single Sign-On (SSO)" />
            <FormControlLabel control={<Switch checked={false} disabled />} label="Public Teams" />
            <FormControlLabel control={<Switch checked={false} disabled />} label="Usage Analytics" />
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
            These settings are managed by ScholarLens administrators and cannot be changed here yet.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Tooltip title="Not available yet">
              <span>
                <Button variant="outlined" disabled fullWidth>
                  Contact Support
                </Button>
              </span>
            </Tooltip>
            <Tooltip title="Not available yet">
              <span>
                <Button variant="contained" disabled fullWidth>
                  Upgrade License
                </Button>
              </span>
            </Tooltip>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
