import { type FormEvent, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { API_KEY_LIMITS, API_KEY_MESSAGES, type ApiKey, type CreatedApiKey } from '@scholarlens/contracts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-catalogue';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/** The institution's API keys: administrators create (the secret shown once) and revoke them; members are told who can. */
export function ApiKeysSection({ isAdmin }: { isAdmin: boolean }) {
  const keys = useApiKeys(isAdmin);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <Card variant="outlined" data-testid="api-keys">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
          <Box>
            <Typography variant="h6" component="h3">
              API Keys
            </Typography>
            <Typography variant="body2" color="text.secondary">
              A key calls the same endpoints with the rights of the administrator who created it: send it as <code>Authorization: Bearer sk_live_…</code>.
            </Typography>
          </Box>
          {isAdmin ? (
            <Button variant="contained" onClick={() => setCreating(true)} data-testid="create-api-key">
              Create API Key
            </Button>
          ) : null}
        </Stack>
        {!isAdmin ? (
          <Typography color="text.secondary">Only institution administrators create and revoke API keys.</Typography>
        ) : keys.isLoading ? (
          <Skeleton variant="rounded" height={64} />
        ) : keys.isError ? (
          <Alert severity="error">{errorMessage(keys.error) ?? 'Failed to load API keys'}</Alert>
        ) : (keys.data ?? []).length === 0 ? (
          <Typography color="text.secondary" data-testid="api-keys-empty">
            No API keys yet
          </Typography>
        ) : (
          <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {keys.data!.map((key) => (
              <Box
                component="li"
                key={key.id}
                data-testid={`api-key-${key.id}`}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{key.name}</Typography>
                    <Chip size="small" label={key.revokedAt ? 'Revoked' : 'Active'} color={key.revokedAt ? 'default' : 'success'} data-testid="api-key-status" />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    {key.prefix}…
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    Created {when(key.createdAt)} by {key.createdBy.name} · Last used {when(key.lastUsedAt)} · {key.calls30d.toLocaleString('en-US')} calls in 30 days
                    {key.revokedAt ? ` · Revoked ${when(key.revokedAt)}` : ''}
                  </Typography>
                </Box>
                {!key.revokedAt ? (
                  <Button color="error" variant="outlined" size="small" onClick={() => setRevoking(key)} data-testid="revoke-api-key">
                    Revoke
                  </Button>
                ) : null}
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <SecretDialog created={created} onClose={() => setCreated(null)} />
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}

function CreateKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const nameError = name.trim() === '' ? 'Name is required' : null;
  const close = () => {
    setName('');
    setTouched(false);
    create.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (nameError) return;
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (key) => {
          toast({ title: API_KEY_MESSAGES.created });
          setName('');
          setTouched(false);
          onCreated(key);
        },
        onError: (err) => toast({ title: 'Failed to create API key', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-api-key-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-api-key-title">Create API Key</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Name"
            helperText={touched && nameError ? nameError : 'What the key is for, e.g. "Library sync"'}
            error={touched && nameError !== null}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: API_KEY_LIMITS.nameMaxLength, 'data-testid': 'api-key-name' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending} data-testid="api-key-create-submit">
            {create.isPending ? 'Creating…' : 'Create'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The secret, once: closing the dialog forgets it (the server keeps only its hash). */
function SecretDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const { toast } = useToast();
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      toast({ title: 'Copied to the clipboard' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the key and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <Dialog open={created !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="api-key-secret-title">
      <DialogTitle id="api-key-secret-title">Your new API key</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy it now: it will not be shown again. ScholarLens keeps only a hash of it.
        </Alert>
        <Box
          component="pre"
          data-testid="api-key-secret"
          sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', userSelect: 'all' }}
        >
          {created?.secret}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>Copy</Button>
        <Button variant="contained" onClick={onClose} data-testid="api-key-secret-done">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const { toast } = useToast();
  const confirm = () => {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        toast({ title: API_KEY_MESSAGES.revoked });
        onClose();
      },
      onError: (err) => toast({ title: 'Failed to revoke API key', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
    });
  };
  return (
    <Dialog open={apiKey !== null} onClose={onClose} aria-labelledby="revoke-api-key-title">
      <DialogTitle id="revoke-api-key-title">Revoke “{apiKey?.name}”?</DialogTitle>
      <DialogContent>
        <DialogContentText>Calls made with this key are refused from now on. This cannot be undone.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={revoke.isPending} data-testid="revoke-api-key-confirm">
          {revoke.isPending ? 'Revoking…' : 'Revoke'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
