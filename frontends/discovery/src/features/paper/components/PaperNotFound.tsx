import { Link as RouterLink } from 'react-router';
import { Button, Paper as MuiPaper, Typography } from '@mui/material';

export function PaperNotFound() {
  return (
    <MuiPaper variant="outlined" data-testid="paper-not-found" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Paper Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        The paper you're looking for doesn't exist or has been removed.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
        ← Return to Home
      </Button>
    </MuiPaper>
  );
}
