import { Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';

/** A tab whose context has not landed yet: says so plainly, with no sample figures. */
export function NotAvailableTab({ label }: { label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="tab-not-available">
      <ConstructionIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {label} is not available yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        This part of the institution portal is still being built. Nothing here is shown until it works with your institution's real data.
      </Typography>
    </Paper>
  );
}
