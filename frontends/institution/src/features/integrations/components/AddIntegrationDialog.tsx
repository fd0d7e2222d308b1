import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { INTEGRATION_MESSAGES, type IntegrationTemplate } from '@scholarlens/contracts';
import { useConnect } from '../api/integrations';
import { type ConfigDraft, ConfigFields, configOf } from './ConfigFields';

/**
 * Add Integration (spec inst §2): the templates (of the chosen category), then the fields the
 * chosen one needs. Connecting checks the configuration with the service first; its refusal, which
 * names the field, is shown in the toast and under the form.
 */
export function AddIntegrationDialog({
  open,
  onClose,
  templates,
  initial,
}: {
  open: boolean;
  onClose: () => void;
  templates: IntegrationTemplate[] | undefined;
  initial: IntegrationTemplate | null;
}) {
  const connect = useConnect();
  const { toast } = useToast();
  const [chosen, setChosen] = useState<IntegrationTemplate | null>(initial);
  const [draft, setDraft] = useState<ConfigDraft>({});
  useEffect(() => {
    if (open) {
      setChosen(initial);
      setDraft({});
    }
  }, [open, initial]);

  const close = () => {
    connect.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    connect.mutate(
      { templateId: chosen.id, config: configOf(chosen.fields, draft) },
      {
        onSuccess: () => {
          toast({ title: INTEGRATION_MESSAGES.connected });
          close();
        },
        onError: (err) => toast({ title: INTEGRATION_MESSAGES.connectFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-integration-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-integration-title">{chosen ? `Connect ${chosen.name}` : 'Add Integration'}</DialogTitle>
        <DialogContent>
          {!chosen ? (
            !templates ? (
              <Skeleton variant="rounded" height={200} />
            ) : templates.length === 0 ? (
              <Typography color="text.secondary">No integration templates in this category.</Typography>
            ) : (
              <List aria-label="Integration templates">
                {templates.map((t) => (
                  <ListItemButton key={t.id} onClick={() => setChosen(t)} data-testid={`template-${t.id}`}>
                    <ListItemText
                      primary={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                          <span>{t.name}</span>
                          <Chip size="small" label={t.category} />
                          <Chip size="small" variant="outlined" label={t.supportLevel} />
                        </Stack>
                      }
                      secondary={`${t.description} Setup: ${t.setupTime}.`}
                    />
                  </ListItemButton>
                ))}
              </List>
            )
          ) : (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {chosen.description} {chosen.syncDoes}
              </Typography>
              <Box>
                <ConfigFields fields={chosen.fields} value={draft} onChange={setDraft} idPrefix="connect" />
              </Box>
              {connect.isError && <Alert severity="error">{errorMessage(connect.error) ?? INTEGRATION_MESSAGES.connectFailed}</Alert>}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {chosen && !initial && <Button onClick={() => setChosen(null)}>Back</Button>}
          <Button onClick={close}>Cancel</Button>
          {chosen && (
            <Button type="submit" variant="contained" disabled={connect.isPending} data-testid="connect-submit">
              {connect.isPending ? 'Connecting…' : 'Connect'}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
