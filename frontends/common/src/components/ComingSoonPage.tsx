import { Box, Container, Typography } from '@mui/material';

/** Placeholder page: the route's spec title as h1 and nothing invented. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="section" aria-labelledby="page-title">
        <Typography id="page-title" variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          This area is not available yet.
        </Typography>
      </Box>
    </Container>
  );
}
