import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Typography,
} from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { AlertFrequency } from '@scholarlens/contracts';
import { errorMessage, errorStatus, openPricing, useAuth, useToast } from '@scholarlens/common';
import { CATEGORY_SERVER_PREFIX } from '../../../lib/paper-rules';
import { useSaveAlert } from '../api/alerts';

const CATEGORIES = Object.entries(CATEGORY_SERVER_PREFIX);

/** "Save as alert" on the search page: the query, an optional subject area, daily or weekly digests. Signed-in users only. */
export function SaveAlertButton({ query }: { query: string }) {
  const { user } = useAuth();
  const { toast } = useToast();
  const save = useSaveAlert();
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState('All Categories');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  if (!user || !query.trim()) return null;

  const submit = () =>
    save.mutate(
      { query: query.trim(), category: CATEGORY_SERVER_PREFIX[category] ?? null, frequency },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: 'Alert saved', description: `New papers for “${query.trim()}” will appear under the bell and in a ${frequency} e-mail digest.` });
        },
      },
    );
  const refused = errorStatus(save.error) === 403;

  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveIcon />} onClick={() => {
          save.reset();
          setOpen(true);
        }} data-testid="save-alert">
        Save as alert
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="save-alert-title">
        <DialogTitle id="save-alert-title">Save search as alert</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            New catalog papers matching <strong>“{query.trim()}”</strong>, ranked as search ranks them.
          </Typography>
          <FormControl fullWidth size="small">
            <InputLabel id="alert-category-label">Subject area</InputLabel>
            <Select labelId="alert-category-label" label="Subject area" value={category} onChange={(e) => setCategory(e.target.value)}>
              {CATEGORIES.map(([label]) => (
                <MenuItem key={label} value={label}>
                  {label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl>
            <FormLabel id="alert-frequency-label">E-mail digest</FormLabel>
            <RadioGroup row aria-labelledby="alert-frequency-label" value={frequency} onChange={(e) => setFrequency(e.target.value as AlertFrequency)}>
              <FormControlLabel value="daily" control={<Radio />} label="Daily" />
              <FormControlLabel value="weekly" control={<Radio />} label="Weekly" />
            </RadioGroup>
          </FormControl>
          {save.error && (
            <Alert
              severity={refused ? 'warning' : 'error'}
              data-testid="save-alert-error"
              action={
                refused ? (
                  <Button color="inherit" size="small" onClick={openPricing}>
                    Upgrade
                  </Button>
                ) : undefined
              }
            >
              {errorMessage(save.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="save-alert-submit">
            Save alert
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
