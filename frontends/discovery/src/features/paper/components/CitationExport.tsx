import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, ToggleButton, ToggleButtonGroup } from '@mui/material';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import LockIcon from '@mui/icons-material/Lock';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import type { Paper } from '@scholarlens/contracts';
import { canUse } from '@scholarlens/contracts';
import { CITATION_FORMATS, citationFileName, citationText, useAuth, useToast, useUsage, type CitationFormat } from '@scholarlens/common';
import { useRecordCitationExport } from '../api/paper';

/** Export Citation (Pro and above, spec core §6); usage of citationExport is recorded at each export. */
export function CitationExport({ paper }: { paper: Paper }) {
  const { user } = useAuth();
  const { usage } = useUsage();
  const { toast } = useToast();
  const record = useRecordCitationExport();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<CitationFormat>('bibtex');
  const allowed = canUse(user ? user.plan : null, 'citationExport', usage);
  const text = citationText(paper, format);

  if (!allowed) {
    return (
      <Button
        variant="outlined"
        startIcon={<LockIcon />}
        data-testid="export-citation"
        aria-label="Export Citation (Pro feature)"
        onClick={() => toast({ variant: 'destructive', title: 'Upgrade Required', description: 'Citation export is available for Pro users and above.' })}
      >
        Export Citation
      </Button>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      record.mutate();
      toast({ title: 'Copied!', description: 'Citation copied to the clipboard.' });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to copy citation.' });
    }
  };
  const download = () => {
    const ext = CITATION_FORMATS.find((f) => f.id === format)?.ext;
    const blob = new Blob([text], { type: ext === 'json' ? 'application/json' : 'text/plain' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = citationFileName(paper, format);
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    record.mutate();
    toast({ title: 'Downloaded!', description: a.download });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FormatQuoteIcon />} onClick={() => setOpen(true)} data-testid="export-citation">
        Export Citation
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="citation-title">
        <DialogTitle id="citation-title">Export Citation</DialogTitle>
        <DialogContent>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={format}
            onChange={(_e, v: CitationFormat | null) => v && setFormat(v)}
            aria-label="Citation format"
            sx={{ flexWrap: 'wrap', mb: 2 }}
          >
            {CITATION_FORMATS.map((f) => (
              <ToggleButton key={f.id} value={f.id}>
                {f.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box
            component="pre"
            data-testid="citation-text"
            tabIndex={0}
            aria-label="Citation"
            sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: '0.85rem', maxHeight: 320, overflow: 'auto' }}
          >
            {text}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            Copy
          </Button>
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={download}>
            Download
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
