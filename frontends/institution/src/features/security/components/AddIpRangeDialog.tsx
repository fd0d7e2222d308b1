import { type FormEvent, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { SECURITY_MESSAGES } from '@scholarlens/contracts';
import { useAddIpRange } from '../api/security';

/** Add IP Range (spec inst §2, §8): success closes the dialog and clears the input; the server validates and normalises. */
export function AddIpRangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const add = useAddIpRange();
  const { toast } = useToast();
  const [ipRange, setIpRange] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setIpRange('');
    setError(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ipRange.trim()) return setError('Enter an IP address or CIDR range');
    add.mutate(ipRange.trim(), {
      onSuccess: () => {
        toast({ title: SECURITY_MESSAGES.ipAdded });
        close();
      },
      onError: (err) => {
        const message = errorMessage(err) ?? 'Please try again.';
        setError(message);
        toast({ title: SECURITY_MESSAGES.ipFailed, description: message, variant: 'destructive' });
      },
    });
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-ip-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-ip-title">Add IP Range</DialogTitle>
        <DialogContent>
          <TextField
            label="IP range"
            placeholder="192.168.1.0/24"
            value={ipRange}
            onChange={(e) => {
              setIpRange(e.target.value);
              setError(null);
            }}
            autoFocus
            fullWidth
            required
            error={error !== null}
            helperText={error ?? 'An IPv4 or IPv6 address, or a CIDR range'}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'security-ip-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add IP Range'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
