import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { SECURITY_API } from '@scholarlens/contracts';

/** Export Report: the audit log up to the "As of" moment (or now) as CSV, or a PDF report with the configuration and score then. */
export function ExportReport({ asOf }: { asOf: string | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const query = asOf ? `?${new URLSearchParams({ to: asOf })}` : '';
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="security-export"
      >
        Export Report
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem component="a" href={`${SECURITY_API.auditLogsPdf}${query}`} download onClick={() => setAnchor(null)}>
          PDF report
        </MenuItem>
        <MenuItem component="a" href={`${SECURITY_API.auditLogsCsv}${query}`} download onClick={() => setAnchor(null)}>
          Audit log (CSV)
        </MenuItem>
      </Menu>
    </>
  );
}
