import { useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import LockIcon from '@mui/icons-material/Lock';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { canUse, LIBRARY_MESSAGES, type Paper } from '@scholarlens/contracts';
import { errorStatus, useAuth, useToast, useUsage } from '@scholarlens/common';
import { CITATION_FORMATS, citationFileName, loadCitationFormatter, type CitationFormat } from '../utils/citation';
import { useRecordCitationExport } from '../api/paper';

const upgradeToast = { variant: 'destructive', title: 'Upgrade Required', description: LIBRARY_MESSAGES.citationUpgrade } as const;

/**
 * Export Citation (Pro and above, spec core §6): the text is generated in the browser by
 * citation-js (CSL styles); each copy or download first asks the server, which checks the
 * entitlement and records citationExport usage.
 */
export function CitationExport({ paper }: { paper: Paper }) {
  const { user } = useAuth();
  const { usage } = useUsage();
  const { toast } = useToast();
  const record = useRecordCitationExport(paper.id);
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<CitationFormat>('bibtex');
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const allowed = canUse(user ? user.plan : null, 'citationExport', usage);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setText(null);
    setFailed(false);
    loadCitationFormatter()
      .then((formatWith) => live && setText(formatWith(paper, format)))
      .catch((error: unknown) => {
        console.error('Citation formatting failed', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [open, format, paper]);

  if (!allowed) {
    return (
      <Button variant="outlined" startIcon={<LockIcon />} data-testid="export-citation" aria-label="Export Citation (Pro feature)" onClick={() => toast(upgradeToast)}>
        Export Citation
      </Button>
    );
  }

  /** The server's yes (entitlement + usage); false after telling the user why not. */
  const recordExport = async (failure: string): Promise<boolean> => {
    try {
      await record.mutateAsync(format);
      return true;
    } catch (error) {
      if (errorStatus(error) === 403) toast(upgradeToast);
      else toast({ variant: 'destructive', title: 'Error', description: failure });
      return false;
    }
  };

  const copy = async () => {
    if (!text || !(await recordExport('Failed to copy citation.'))) return;
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied!', description: 'Citation copied to the clipboard.' });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to copy citation.' });
    }
  };
  const download = async () => {
    if (!text || !(await recordExport('Failed to download citation.'))) return;
    const ext = CITATION_FORMATS.find((f) => f.id === format)?.ext;
    const blob = new Blob([text], { type: ext === 'json' ? 'application/json' : ext === 'ris' ? 'application/x-research-info-systems' : 'text/plain' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = citationFileName(paper, format);
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast({ title: 'Downloaded!', description: a.download });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FormatQuoteIcon />} onClick={() => setOpen(true)} data-testid="export-citation">
        Export Citation
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="citation-title"
        // At 375 px the default 32 px margins left the format buttons clipped: narrower margins, wrapping buttons.
        sx={{ '& .MuiDialog-paper': { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined }, maxWidth: { xs: 'calc(100% - 16px)', sm: 600 } } }}
      >
        <DialogTitle id="citation-title">Export Citation</DialogTitle>
        <DialogContent>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={format}
            onChange={(_e, v: CitationFormat | null) => v && setFormat(v)}
            aria-label="Citation format"
            sx={{ display: 'flex', flexWrap: 'wrap', mb: 2, '& .MuiToggleButton-root': { flex: { xs: '1 1 auto', sm: '0 0 auto' } } }}
          >
            {CITATION_FORMATS.map((f) => (
              <ToggleButton key={f.id} value={f.id}>
                {f.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {failed ? (
            <Typography color="error">The citation could not be generated. Please try again.</Typography>
          ) : (
            <Box
              component="pre"
              data-testid="citation-text"
              tabIndex={0}
              aria-label="Citation"
              aria-busy={text === null}
              sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: '0.85rem', maxHeight: 320, overflow: 'auto' }}
            >
              {text ?? 'Generating citation…'}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} disabled={!text || record.isPending} data-testid="copy-citation">
            Copy
          </Button>
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={!text || record.isPending} data-testid="download-citation">
            Download
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
