import { Card, CardContent, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { SESSION_TIMEOUTS, type SecurityConfig, type SessionTimeout } from '@scholarlens/contracts';
import type { SettingChange } from './SecurityPanel';

const minutes = (m: number) => (m < 60 ? `${m} minutes` : m === 60 ? '1 hour' : `${m / 60} hours`);

/** Authentication (spec inst §2): the MFA switch, the session timeout select, the password policy. */
export function AuthenticationTab({ config, settings }: { config: SecurityConfig; settings: SettingChange }) {
  const { change, pending, readOnly } = settings;
  const policy = config.passwordPolicy;
  const ro = { input: { readOnly: true } } as const;
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <FormControlLabel
              control={
                <Switch
                  checked={config.mfaEnabled}
                  disabled={readOnly || pending === 'mfaEnabled'}
                  onChange={(_, on) => change({ mfaEnabled: on })}
                  slotProps={{ input: { 'aria-label': 'Multi-Factor Authentication' } }}
                  data-testid="security-mfa"
                />
              }
              label="Multi-Factor Authentication"
            />
            <TextField
              select
              label="Session timeout"
              value={config.sessionTimeout ?? ''}
              disabled={readOnly || pending === 'sessionTimeout'}
              onChange={(e) => change({ sessionTimeout: Number(e.target.value) as SessionTimeout })}
              helperText={config.sessionTimeout === null ? 'Not configured: sessions last until sign-out' : 'Members idle longer are signed out'}
              sx={{ maxWidth: 320 }}
              slotProps={{ htmlInput: { 'data-testid': 'security-session-timeout' } }}
            >
              {SESSION_TIMEOUTS.map((m) => (
                <MenuItem key={m} value={m}>
                  {minutes(m)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            Password policy
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Passwords live with your identity provider, not in ScholarLens; this policy is the one your provider should enforce.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
            <TextField label="Minimum length" value={policy.minLength} slotProps={ro} />
            <TextField label="Maximum age (days)" value={policy.maxAge} slotProps={ro} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }}>
            <FormControlLabel control={<Switch checked={policy.requireUppercase} disabled />} label="Require uppercase" />
            <FormControlLabel control={<Switch checked={policy.requireNumbers} disabled />} label="Require numbers" />
            <FormControlLabel control={<Switch checked={policy.requireSpecialChars} disabled />} label="Require special characters" />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
