import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: {
    primary: { main: '#1a3a6b' },
    secondary: { main: '#0f8b8d' },
    background: { default: '#f6f8fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
