import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { INSTITUTION_TIERS, type InstitutionTier } from '@scholarlens/contracts';
import { useCreateInstitution } from '../api/institutions';
import { seatsError } from './seats';

const EMPTY = { name: '', domain: '', subdomain: '', adminEmail: '', tier: 'basic' as InstitutionTier, maxUsers: '100', ssoEnabled: false };
type Field = 'name' | 'domain' | 'subdomain' | 'adminEmail' | 'maxUsers';
/** The shape an e-mail input accepts; the server checks it again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The server's rule for a subdomain label. */
const SUBDOMAIN = /^[a-z0-9-]+$/;

/** New institution: name, domain, subdomain, its administrator's e-mail, tier, seats and SSO; the server checks them again. */
export function CreateInstitutionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateInstitution();
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!form.name.trim()) found.name = 'Name is required';
    if (!form.domain.trim()) found.domain = 'Domain is required';
    if (!form.subdomain.trim()) found.subdomain = 'Subdomain is required';
    else if (!SUBDOMAIN.test(form.subdomain.trim())) found.subdomain = 'Subdomain must be lowercase letters, digits and hyphens';
    if (!EMAIL.test(form.adminEmail.trim())) found.adminEmail = 'Enter the administrator\'s email address';
    const seats = seatsError(form.maxUsers);
    if (seats) found.maxUsers = seats;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        name: form.name.trim(),
        domain: form.domain.trim(),
        subdomain: form.subdomain.trim(),
        adminEmail: form.adminEmail.trim(),
        tier: form.tier,
        maxUsers: Number(form.maxUsers),
        ssoEnabled: form.ssoEnabled,
      },
      {
        onSuccess: () => {
          toast({ title: 'Institution created successfully!' });
          close();
        },
        onError: (err) => toast({ title: 'Failed to create institution', description: errorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };
  const set = (k: Field) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    setErrors((x) => ({ ...x, [k]: undefined }));
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-institution-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-institution-title">New Institution</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField label="Name" value={form.name} onChange={set('name')} required autoFocus error={!!errors.name} helperText={errors.name} />
            <TextField label="Domain" placeholder="university.edu" value={form.domain} onChange={set('domain')} required error={!!errors.domain} helperText={errors.domain} />
            <TextField
              label="Subdomain"
              placeholder="university"
              value={form.subdomain}
              onChange={set('subdomain')}
              required
              error={!!errors.subdomain}
              helperText={errors.subdomain ?? 'Lowercase letters, digits and hyphens'}
            />
            <TextField
              label="Administrator email"
              type="email"
              value={form.adminEmail}
              onChange={set('adminEmail')}
              required
              error={!!errors.adminEmail}
              helperText={errors.adminEmail ?? 'Invited as the institution\'s administrator; they join when they sign in'}
            />
            <TextField select label="Tier" value={form.tier} onChange={(e) => setForm((f) => ({ ...f, tier: e.target.value as InstitutionTier }))}>
              {INSTITUTION_TIERS.map((t) => (
                <MenuItem key={t} value={t} sx={{ textTransform: 'capitalize' }}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Maximum users"
              type="number"
              value={form.maxUsers}
              onChange={set('maxUsers')}
              required
              error={!!errors.maxUsers}
              helperText={errors.maxUsers}
              slotProps={{ htmlInput: { min: 1 } }}
            />
            <FormControlLabel
              control={<Switch checked={form.ssoEnabled} onChange={(e) => setForm((f) => ({ ...f, ssoEnabled: e.target.checked }))} />}
              label="Single Sign-On (SSO)"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Institution'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
