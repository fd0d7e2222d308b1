import { Stack, SvgIcon, Tooltip, Typography, type TypographyProps } from '@mui/material';
import { type ContentProtection, SECURITY_MESSAGES } from '@scholarlens/contracts';

const ENCRYPTED = 'Stored encrypted with your institution’s key';
const REMOVED = 'Your institution destroyed the key this was encrypted with: it can no longer be read';

/**
 * What a member wrote (a note, a chat message), as stored under the institution's data encryption:
 * the text, or "content removed" once the institution destroyed its key (crypto-shredding).
 */
export function StoredText({ content, protection, variant = 'body1', testId }: { content: string; protection: ContentProtection; variant?: TypographyProps['variant']; testId?: string }) {
  if (protection === 'removed') {
    return (
      <Tooltip title={REMOVED}>
        <Typography variant={variant} color="text.secondary" sx={{ fontStyle: 'italic' }} data-testid={testId} data-protection="removed">
          {SECURITY_MESSAGES.contentRemoved}
        </Typography>
      </Tooltip>
    );
  }
  return (
    <Typography variant={variant} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={testId} data-protection={protection}>
      {content}
    </Typography>
  );
}

/** A small lock saying the content is stored encrypted (nothing for plain or removed content). */
export function EncryptedMark({ protection }: { protection: ContentProtection }) {
  if (protection !== 'encrypted') return null;
  return (
    <Tooltip title={ENCRYPTED}>
      <Stack component="span" direction="row" spacing={0.25} sx={{ display: 'inline-flex', alignItems: 'center', color: 'text.secondary' }} aria-label={ENCRYPTED} role="img">
        <SvgIcon sx={{ fontSize: 13 }}>
          <path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2zm-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2zm3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1 1.71 0 3.1 1.39 3.1 3.1v2z" />
        </SvgIcon>
        <Typography variant="caption" component="span">
          encrypted
        </Typography>
      </Stack>
    </Tooltip>
  );
}
