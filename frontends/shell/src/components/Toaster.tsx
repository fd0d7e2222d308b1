import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { TIMING } from '@scholarlens/contracts';
import { useToast } from '@scholarlens/common';

/** Renders the one current toast. */
export function Toaster() {
  const { current, dismiss } = useToast();
  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open={current.open}
      autoHideDuration={TIMING.toastDurationMs}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') dismiss(current.id);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ bottom: { xs: 80, md: 24 } }}
    >
      <Alert
        data-testid="toast"
        role={current.variant === 'destructive' ? 'alert' : 'status'}
        severity={current.variant === 'destructive' ? 'error' : 'success'}
        variant="filled"
        onClose={() => dismiss(current.id)}
        sx={{ minWidth: 280, maxWidth: 420 }}
      >
        {current.title && <AlertTitle>{current.title}</AlertTitle>}
        {current.description}
      </Alert>
    </Snackbar>
  );
}
