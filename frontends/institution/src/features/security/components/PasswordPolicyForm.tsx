import { type FormEvent, useEffect, useState } from 'react';
import { Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { PASSWORD_POLICY_LIMITS, type PasswordPolicy, SECURITY_MESSAGES } from '@scholarlens/contracts';
import { useChangePasswordPolicy } from '../api/security';

const SWITCHES = [
  { key: 'requireUppercase', label: 'Require uppercase' },
  { key: 'requireNumbers', label: 'Require numbers' },
  { key: 'requireSpecialChars', label: 'Require special characters' },
] as const;

/** The password policy form (spec inst §2): administrators save it whole; others, and past moments, see it read-only. */
export function PasswordPolicyForm({ policy, readOnly }: { policy: PasswordPolicy; readOnly: boolean }) {
  const [form, setForm] = useState({ ...policy, minLength: String(policy.minLength), maxAge: String(policy.maxAge) });
  useEffect(() => setForm({ ...policy, minLength: String(policy.minLength), maxAge: String(policy.maxAge) }), [policy]);
  const save = useChangePasswordPolicy();
  const { toast } = useToast();
  const { minLength, maxAge } = PASSWORD_POLICY_LIMITS;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { ...form, minLength: Number(form.minLength), maxAge: Number(form.maxAge) },
      {
        onSuccess: () => toast({ title: SECURITY_MESSAGES.configUpdated }),
        onError: (err) => toast({ title: SECURITY_MESSAGES.configFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="security-password-policy">
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        Password policy
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Passwords live with your identity provider, not in ScholarLens; this policy is the one your provider should enforce.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField
          label="Minimum length"
          type="number"
          value={form.minLength}
          disabled={readOnly}
          onChange={(e) => setForm((f) => ({ ...f, minLength: e.target.value }))}
          slotProps={{ htmlInput: { min: minLength.min, max: minLength.max } }}
        />
        <TextField
          label="Maximum age (days)"
          type="number"
          value={form.maxAge}
          disabled={readOnly}
          onChange={(e) => setForm((f) => ({ ...f, maxAge: e.target.value }))}
          helperText="0: never expires"
          slotProps={{ htmlInput: { min: maxAge.min, max: maxAge.max } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }}>
        {SWITCHES.map((s) => (
          <FormControlLabel
            key={s.key}
            control={<Switch checked={form[s.key]} disabled={readOnly} onChange={(_, on) => setForm((f) => ({ ...f, [s.key]: on }))} />}
            label={s.label}
          />
        ))}
      </Stack>
      {!readOnly && (
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 1 }}>
          {save.isPending ? 'Saving…' : 'Save Policy'}
        </Button>
      )}
    </form>
  );
}
