import { useState } from 'react';
import { Button, Card, CardContent, FormControlLabel, List, ListItem, ListItemText, Stack, Switch, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { errorMessage, useToast } from '@scholarlens/common';
import { SECURITY_MESSAGES, type SecurityConfig } from '@scholarlens/contracts';
import { useRemoveIpRange } from '../api/security';
import { AddIpRangeDialog } from './AddIpRangeDialog';
import { DestroyDataKeysDialog } from './DestroyDataKeysDialog';
import type { SettingChange } from './SecurityPanel';

/** Access control (spec inst §2): the IP whitelist with Add IP Range and Remove, and the Data Encryption and Audit Logging switches. */
export function AccessControlTab({ config, settings }: { config: SecurityConfig; settings: SettingChange }) {
  const { change, pending, readOnly } = settings;
  const [adding, setAdding] = useState(false);
  const [destroying, setDestroying] = useState(false);
  const remove = useRemoveIpRange();
  const { toast } = useToast();
  const removeRange = (ipRange: string) =>
    remove.mutate(ipRange, {
      onSuccess: () => toast({ title: SECURITY_MESSAGES.configUpdated }),
      onError: (err) => toast({ title: SECURITY_MESSAGES.configFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' }),
    });
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              IP Whitelist
            </Typography>
            {!readOnly && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="security-add-ip">
                Add IP Range
              </Button>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            While the list has entries, members can use ScholarLens only from these addresses.
          </Typography>
          {config.ipWhitelist.length === 0 ? (
            <Typography sx={{ mt: 2 }} data-testid="security-ip-empty">
              No IP ranges: members may sign in from any address.
            </Typography>
          ) : (
            <List data-testid="security-ip-list">
              {config.ipWhitelist.map((range) => (
                <ListItem
                  key={range}
                  divider
                  secondaryAction={
                    !readOnly && (
                      <Button color="error" onClick={() => removeRange(range)} disabled={remove.isPending} aria-label={`Remove ${range}`}>
                        Remove
                      </Button>
                    )
                  }
                >
                  <ListItemText primary={range} slotProps={{ primary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }} />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={config.dataEncryption}
                  disabled={readOnly || pending === 'dataEncryption'}
                  onChange={(_, on) => change({ dataEncryption: on })}
                  data-testid="security-encryption"
                />
              }
              label="Data Encryption"
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 6 }, mb: 1 }}>
              While on, members’ notes and team chat messages are stored encrypted (AES-256-GCM with the institution’s own key). What was written while it was off stays as it was.
              {config.dataKeysDestroyedAt && ` Keys last destroyed ${new Date(config.dataKeysDestroyedAt).toLocaleString()}.`}
            </Typography>
            {!readOnly && (
              <Button color="error" variant="outlined" size="small" onClick={() => setDestroying(true)} sx={{ alignSelf: 'flex-start', ml: { sm: 6 }, mb: 2 }} data-testid="security-destroy-keys">
                Destroy encryption keys
              </Button>
            )}
            <FormControlLabel
              control={
                <Switch
                  checked={config.auditLogging}
                  disabled={readOnly || pending === 'auditLogging'}
                  onChange={(_, on) => change({ auditLogging: on })}
                  data-testid="security-audit-logging"
                />
              }
              label="Audit Logging"
            />
          </Stack>
        </CardContent>
      </Card>
      <AddIpRangeDialog open={adding} onClose={() => setAdding(false)} />
      <DestroyDataKeysDialog open={destroying} onClose={() => setDestroying(false)} />
    </Stack>
  );
}
