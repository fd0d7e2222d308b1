import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';

/** A local date-time (`YYYY-MM-DDTHH:mm`) as an ISO instant; null when empty or unreadable. */
function toIso(local: string): string | null {
  const time = Date.parse(local);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Now as a local `YYYY-MM-DDTHH:mm`, the input's latest choice (a moment to come has no history). */
function localNow(): string {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** "As of": pick a past moment to replay the configuration, score and log to; Now returns to the present. */
export function AsOfControl({ value, onChange }: { value: string | null; onChange: (iso: string | null) => void }) {
  const [local, setLocal] = useState('');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        label="As of"
        type="datetime-local"
        size="small"
        value={local}
        onChange={(e) => {
          setLocal(e.target.value);
          onChange(toIso(e.target.value));
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'security-as-of', max: localNow() } }}
      />
      {value && (
        <Button
          onClick={() => {
            setLocal('');
            onChange(null);
          }}
        >
          Now
        </Button>
      )}
    </Stack>
  );
}
