import { type FormEvent, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { SECURITY_MESSAGES } from '@scholarlens/contracts';
import { useDestroyDataKeys } from '../api/security';

const CONFIRMATION = 'destroy';

/**
 * Crypto-shredding, which cannot be undone: the administrator types a word to confirm, so a slip of
 * the mouse never destroys every encrypted note and message of the institution.
 */
export function DestroyDataKeysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const destroy = useDestroyDataKeys();
  const { toast } = useToast();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim().toLowerCase() !== CONFIRMATION) return;
    destroy.mutate(undefined, {
      onSuccess: () => {
        toast({ title: SECURITY_MESSAGES.dataKeysDestroyed });
        close();
      },
      onError: (err) => toast({ title: SECURITY_MESSAGES.configFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' }),
    });
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="destroy-keys-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="destroy-keys-title">Destroy encryption keys</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            Every note and chat message encrypted with these keys becomes unreadable for good, in ScholarLens and in its event log. This cannot be undone.
          </Alert>
          <DialogContentText sx={{ mb: 2 }}>
            Members will see “{SECURITY_MESSAGES.contentRemoved}” in their place. While Data Encryption stays on, new content is encrypted with a new key. Type <b>{CONFIRMATION}</b> to confirm.
          </DialogContentText>
          <TextField label="Confirmation" value={typed} onChange={(e) => setTyped(e.target.value)} autoFocus fullWidth autoComplete="off" />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={typed.trim().toLowerCase() !== CONFIRMATION || destroy.isPending}>
            Destroy keys
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
