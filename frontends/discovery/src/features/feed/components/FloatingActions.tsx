import { Box, Button, Fab, Stack, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { useToast } from '@scholarlens/common';
import { useSyncPapers } from '../api/papers';

const spin = (on: boolean) => ({
  animation: on ? 'sl-spin 1s linear infinite' : 'none',
  '@keyframes sl-spin': { from: { transform: 'rotate(360deg)' }, to: { transform: 'rotate(0deg)' } },
});

/**
 * Floating buttons: sync papers (spins and disables while pending) and open the AI Assistant.
 * `inline` (phones, issue #28): the same two actions as a row in the page's flow, because buttons
 * floating over a 375 px column cover the cards' text.
 */
export function FloatingActions({ onAssistant, inline = false }: { onAssistant: () => void; inline?: boolean }) {
  const sync = useSyncPapers();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { toast } = useToast();
  const onSync = () =>
    sync.mutate(undefined, {
      onSuccess: (res) => toast({ title: 'Sync Complete', description: res.message }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Sync Failed', description: error instanceof Error && error.message ? error.message : 'Failed to sync papers' }),
    });
  if (inline) {
    return (
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} data-testid="feed-actions-inline">
        <Button size="small" variant="outlined" startIcon={<SyncIcon sx={spin(sync.isPending)} />} data-testid="sync-button" aria-busy={sync.isPending} disabled={sync.isPending} onClick={onSync}>
          {sync.isPending ? 'Syncing…' : 'Sync papers'}
        </Button>
        <Button size="small" variant="outlined" color="secondary" startIcon={<SmartToyIcon />} aria-label="Open AI Assistant" onClick={onAssistant}>
          AI Assistant
        </Button>
      </Stack>
    );
  }
  return (
    <Box sx={{ position: 'fixed', right: { xs: 16, md: 28 }, bottom: { xs: 168, md: 136 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, zIndex: (t) => t.zIndex.speedDial }}>
      <Tooltip title="Ask the AI Assistant" placement="left" enterDelay={700}>
        <Fab size="small" color="secondary" aria-label="Open AI Assistant" onClick={onAssistant}>
          <SmartToyIcon />
        </Fab>
      </Tooltip>
      <Tooltip title={sync.isPending ? 'Syncing papers…' : 'Sync papers'} placement="left" enterDelay={700}>
        <span>
          <Fab
            size={narrow ? 'medium' : 'large'}
            color="primary"
            aria-label="Sync papers"
            data-testid="sync-button"
            aria-busy={sync.isPending}
            disabled={sync.isPending}
            onClick={onSync}
            sx={{ '&.Mui-disabled': { bgcolor: 'primary.light', color: '#fff' } }}
          >
            <SyncIcon
              sx={{
                animation: sync.isPending ? 'sl-spin 1s linear infinite' : 'none',
                '@keyframes sl-spin': { from: { transform: 'rotate(360deg)' }, to: { transform: 'rotate(0deg)' } },
              }}
            />
          </Fab>
        </span>
      </Tooltip>
    </Box>
  );
}
