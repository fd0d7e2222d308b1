import { Card, CardContent, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { SESSION_TIMEOUTS, type SecurityConfig, type SessionTimeout } from '@scholarlens/contracts';
import { PasswordPolicyForm } from './PasswordPolicyForm';
import type { SettingChange } from './SecurityPanel';

const minutes = (m: number) => (m < 60 ? `${m} minutes` : m === 60 ? '1 hour' : `${m / 60} hours`);

/** Authentication (spec inst §2): the MFA switch, the session timeout select, the password policy form. */
export function AuthenticationTab({ config, settings }: { config: SecurityConfig; settings: SettingChange }) {
  const { change, pending, readOnly } = settings;
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
          <PasswordPolicyForm policy={config.passwordPolicy} readOnly={readOnly} />
        </CardContent>
      </Card>
    </Stack>
  );
}
