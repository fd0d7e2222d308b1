import { Button } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { Paper } from '@scholarlens/contracts';
import { texToPlainText, useToast } from '@scholarlens/common';
import { pdfHref } from '../../lib/paper-rules';

interface Props {
  paper: Pick<Paper, 'pdfUrl' | 'arxivId' | 'title'>;
  label?: string;
  size?: 'small' | 'medium' | 'large';
  variant?: 'text' | 'outlined' | 'contained';
}

/** PDF rule (spec core §5): pdfUrl, else arXiv's PDF from arxivId, else the "PDF Not Available" toast. */
export function PdfButton({ paper, label = 'PDF', size, variant }: Props) {
  const { toast } = useToast();
  const href = pdfHref(paper);
  if (href) {
    return (
      <Button
        size={size}
        variant={variant}
        startIcon={<PictureAsPdfIcon />}
        data-testid="pdf-button"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label}: ${texToPlainText(paper.title)} (opens in a new tab)`}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button
      size={size}
      variant={variant}
      startIcon={<PictureAsPdfIcon />}
      data-testid="pdf-button"
      onClick={() => toast({ variant: 'destructive', title: 'PDF Not Available', description: 'PDF link not available for this paper' })}
    >
      {label}
    </Button>
  );
}
