import { Box, Chip, Stack, Typography } from '@mui/material';
import type { Summary } from '@scholarlens/contracts';
import { AiCaption } from './AiCaption';

/** An AI summary (spec core §3): key findings, methodology, impact, technical level, confidence. */
export function SummaryView({ summary, dense }: { summary: Summary; dense?: boolean }) {
  const findings = Array.isArray(summary.keyFindings) ? summary.keyFindings : summary.keyFindings ? [summary.keyFindings] : [];
  const heading = { fontWeight: 700, mt: dense ? 1 : 1.5 } as const;
  return (
    <Box data-testid="ai-summary">
      <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {summary.technicalLevel && <Chip size="small" variant="outlined" label={`Technical level: ${summary.technicalLevel}`} />}
        {Number.isFinite(summary.confidence) && (
          <Chip size="small" color="secondary" variant="outlined" label={`Confidence: ${Math.round(summary.confidence * 100)}%`} />
        )}
      </Stack>
      {findings.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4" sx={heading}>
            Key Findings
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
            {findings.map((f, i) => (
              <Typography key={i} component="li" variant="body2">
                {f}
              </Typography>
            ))}
          </Box>
        </>
      )}
      {summary.methodology && (
        <>
          <Typography variant="subtitle2" component="h4" sx={heading}>
            Methodology
          </Typography>
          <Typography variant="body2">{summary.methodology}</Typography>
        </>
      )}
      {summary.impact && (
        <>
          <Typography variant="subtitle2" component="h4" sx={heading}>
            Impact
          </Typography>
          <Typography variant="body2">{summary.impact}</Typography>
        </>
      )}
      <AiCaption provider={summary.provider} model={summary.model} />
    </Box>
  );
}
