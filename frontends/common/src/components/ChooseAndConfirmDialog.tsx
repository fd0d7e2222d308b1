import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, errorStatus } from '../lib/api-client';
import { openPricing } from '../lib/pricing';

export interface TeamChoice {
  id: string;
  name: string;
}

/**
 * The one small "choose and confirm" dialog (a team, and whatever else the action needs, then
 * Cancel or confirm), shared by Add to team library, Share to team and Save as alert:
 *
 * - the subject (a paper's title, a search) under the title;
 * - `teams`: the Team picker, shown when there is a choice (or always, with `alwaysShowTeams`);
 * - `children`: the action's own fields (channel, note, subject area, frequency…);
 * - `error`: a refusal shown with the server's message; a 403 (the plan does not include it) offers Upgrade;
 * - Enter or the confirm button submits, once, and only while `canSubmit` and not `pending`.
 */
export function ChooseAndConfirmDialog({
  open = true,
  titleId,
  title,
  subject,
  teams,
  teamId = '',
  onTeamChange,
  alwaysShowTeams = false,
  teamTestId,
  children,
  error,
  errorTestId,
  confirmLabel,
  pendingLabel,
  pending = false,
  canSubmit = true,
  confirmTestId,
  onConfirm,
  onClose,
}: {
  open?: boolean;
  titleId: string;
  title: ReactNode;
  subject: ReactNode;
  teams?: TeamChoice[];
  teamId?: string;
  onTeamChange?: (teamId: string) => void;
  alwaysShowTeams?: boolean;
  teamTestId?: string;
  children?: ReactNode;
  error?: unknown;
  errorTestId?: string;
  confirmLabel: string;
  /** The confirm button's label while the request runs (the confirm label when absent). */
  pendingLabel?: string;
  pending?: boolean;
  canSubmit?: boolean;
  confirmTestId?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSubmit && !pending) onConfirm();
  };
  const refused = errorStatus(error) === 403;
  const showTeams = teams !== undefined && (alwaysShowTeams || teams.length > 1);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {subject}
          </Typography>
          <Stack spacing={2}>
            {showTeams && (
              <TextField
                select
                label="Team"
                value={teamId}
                onChange={(e) => onTeamChange?.(e.target.value)}
                slotProps={{ htmlInput: teamTestId ? { 'data-testid': teamTestId } : {} }}
              >
                {teams.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {children}
            {Boolean(error) && (
              <Alert
                severity={refused ? 'warning' : 'error'}
                data-testid={errorTestId}
                action={
                  refused ? (
                    <Button color="inherit" size="small" onClick={openPricing}>
                      Upgrade
                    </Button>
                  ) : undefined
                }
              >
                {errorMessage(error)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending || !canSubmit} data-testid={confirmTestId}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
