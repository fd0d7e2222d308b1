import { useState } from 'react';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { PARTNER_LIMITS, PARTNERSHIP_MESSAGES, type PartnerTarget } from '@scholarlens/contracts';
import { useSendOutreach } from '../api/partnerships';

/**
 * The outreach form (spec inst §2, §6, §8): a message box, Cancel (clears the selection) and
 * 'Send Partnership Proposal'. A university and a non-blank message are required ('Missing
 * Information'); a successful send clears the message and keeps the form open.
 */
export function OutreachForm({ target, onCancel }: { target: PartnerTarget | null; onCancel: () => void }) {
  const send = useSendOutreach();
  const { toast } = useToast();
  const [message, setMessage] = useState('');

  const submit = () => {
    if (!target || !message.trim()) {
      toast({ title: 'Missing Information', description: PARTNERSHIP_MESSAGES.missingInformation, variant: 'destructive' });
      return;
    }
    send.mutate(
      { id: target.id, body: { message } },
      {
        onSuccess: (sent) => {
          toast({ title: PARTNERSHIP_MESSAGES.sent, description: sent.transport === 'smtp' ? `Sent to ${sent.to}` : `Kept in the outbox for ${sent.to}: mail is not being sent` });
          setMessage('');
        },
        onError: (err) => toast({ title: 'Outreach Failed', description: errorMessage(err) ?? PARTNERSHIP_MESSAGES.failed, variant: 'destructive' }),
      },
    );
  };

  return (
    <Card variant="outlined" data-testid="outreach-form">
      <CardContent>
        <Typography variant="h6" component="h2">
          Outreach{target ? `: ${target.name}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {target ? `To ${target.contact.email}` : 'Choose Contact on a university to write to it.'}
        </Typography>
        <TextField
          label="Message"
          multiline
          minRows={5}
          fullWidth
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          slotProps={{ htmlInput: { maxLength: PARTNER_LIMITS.messageMaxLength, 'data-testid': 'outreach-message' } }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            onClick={() => {
              setMessage('');
              onCancel();
            }}
          >
            Cancel
          </Button>
          <Button variant="contained" onClick={submit} disabled={send.isPending} data-testid="outreach-send">
            {send.isPending ? 'Sending…' : 'Send Partnership Proposal'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
