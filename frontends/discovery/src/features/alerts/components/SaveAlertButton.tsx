import { useState } from 'react';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
} from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { AlertFrequency } from '@scholarlens/contracts';
import { ChooseAndConfirmDialog, useAuth, useToast } from '@scholarlens/common';
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

  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveIcon />} onClick={() => {
          save.reset();
          setOpen(true);
        }} data-testid="save-alert">
        Save as alert
      </Button>
      <ChooseAndConfirmDialog
        open={open}
        titleId="save-alert-title"
        title="Save search as alert"
        subject={
          <>
            New catalog papers matching <strong>“{query.trim()}”</strong>, ranked as search ranks them.
          </>
        }
        error={save.error}
        errorTestId="save-alert-error"
        confirmLabel="Save alert"
        pending={save.isPending}
        confirmTestId="save-alert-submit"
        onConfirm={submit}
        onClose={() => setOpen(false)}
      >
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
      </ChooseAndConfirmDialog>
    </>
  );
}
