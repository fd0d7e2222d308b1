import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { INTEGRATION_MESSAGES, type Integration, type IntegrationTemplate, SYNC_FREQUENCIES, type SyncFrequency } from '@scholarlens/contracts';
import { useConfigure } from '../api/integrations';
import { type ConfigDraft, ConfigFields, configOf } from './ConfigFields';

/**
 * Configure (spec inst §2: the key field, sync frequency real-time / hourly / daily / weekly, Save
 * Configuration), wired: secrets arrive masked and stay stored unless replaced; the server checks the
 * new configuration with the service before it saves it.
 */
export function ConfigureDialog({ integration, template, onClose }: { integration: Integration | null; template: IntegrationTemplate | undefined; onClose: () => void }) {
  const configure = useConfigure();
  const { toast } = useToast();
  const [draft, setDraft] = useState<ConfigDraft>({});
  const [frequency, setFrequency] = useState<SyncFrequency>('daily');
  useEffect(() => {
    if (integration) {
      setDraft({ ...integration.config });
      setFrequency(integration.syncFrequency);
    }
  }, [integration]);
  const close = () => {
    configure.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!integration || !template) return;
    configure.mutate(
      { id: integration.id, body: { config: configOf(template.fields, draft), syncFrequency: frequency } },
      {
        onSuccess: () => {
          toast({ title: INTEGRATION_MESSAGES.configSaved });
          close();
        },
        onError: (err) => toast({ title: 'Failed to save configuration', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  };
  return (
    <Dialog open={integration !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="configure-integration-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="configure-integration-title">Configure {integration?.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Stored secrets are shown masked; leave them as they are to keep them.
            </Typography>
            {template && <ConfigFields fields={template.fields} value={draft} onChange={setDraft} idPrefix="configure" />}
            <TextField select label="Sync frequency" value={frequency} onChange={(e) => setFrequency(e.target.value as SyncFrequency)} slotProps={{ htmlInput: { 'data-testid': 'configure-frequency' } }}>
              {SYNC_FREQUENCIES.map((f) => (
                <MenuItem key={f} value={f}>
                  {f}
                </MenuItem>
              ))}
            </TextField>
            {configure.isError && <Alert severity="error">{errorMessage(configure.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={configure.isPending || !template} data-testid="configure-save">
            {configure.isPending ? 'Saving…' : 'Save Configuration'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
