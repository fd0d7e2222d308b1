import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { type AdminInstitution, INSTITUTION_TIERS, type InstitutionTier } from '@scholarlens/contracts';
import { useUpdateInstitution } from '../api/institutions';
import { seatsError } from './seats';

/** Change an institution's tier and seats; fewer seats than members in use is the server's to refuse. */
export function EditInstitutionDialog({ institution, onClose }: { institution: AdminInstitution | null; onClose: () => void }) {
  const update = useUpdateInstitution();
  const { toast } = useToast();
  const [tier, setTier] = useState<InstitutionTier>('basic');
  const [maxUsers, setMaxUsers] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (institution) {
      setTier(institution.tier);
      setMaxUsers(String(institution.maxUsers));
      setError(null);
    }
  }, [institution]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!institution) return;
    const seats = seatsError(maxUsers);
    setError(seats);
    if (seats) return;
    update.mutate(
      { id: institution.id, body: { tier, maxUsers: Number(maxUsers) } },
      {
        onSuccess: () => {
          toast({ title: 'Institution updated successfully!' });
          onClose();
        },
        onError: (err) => {
          const message = errorMessage(err) ?? 'Please try again.';
          setError(message);
          toast({ title: 'Failed to update institution', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open={institution !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-institution-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-institution-title">Edit {institution?.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField select label="Tier" value={tier} onChange={(e) => setTier(e.target.value as InstitutionTier)}>
              {INSTITUTION_TIERS.map((t) => (
                <MenuItem key={t} value={t} sx={{ textTransform: 'capitalize' }}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Maximum users"
              type="number"
              value={maxUsers}
              onChange={(e) => {
                setMaxUsers(e.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error}
              slotProps={{ htmlInput: { min: 1 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
