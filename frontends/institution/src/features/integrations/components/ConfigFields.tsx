import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack, TextField } from '@mui/material';
import { INTEGRATION_EVENTS, INTEGRATION_EVENT_LABELS, type IntegrationEventName, type IntegrationTemplateField } from '@scholarlens/contracts';

export type ConfigDraft = Record<string, string | string[]>;

/** The fields a template needs; secrets are password inputs (shown masked when stored), events a list of checkboxes. */
export function ConfigFields({ fields, value, onChange, idPrefix }: { fields: IntegrationTemplateField[]; value: ConfigDraft; onChange: (next: ConfigDraft) => void; idPrefix: string }) {
  return (
    <Stack spacing={2}>
      {fields.map((f) => {
        if (f.kind === 'events') {
          const chosen = (value[f.name] as string[] | undefined) ?? [];
          const toggle = (e: IntegrationEventName) => onChange({ ...value, [f.name]: chosen.includes(e) ? chosen.filter((x) => x !== e) : [...chosen, e] });
          return (
            <FormControl key={f.name} component="fieldset">
              <FormLabel component="legend">{f.label}</FormLabel>
              <FormGroup>
                {INTEGRATION_EVENTS.map((e) => (
                  <FormControlLabel
                    key={e}
                    control={<Checkbox checked={chosen.includes(e)} onChange={() => toggle(e)} slotProps={{ input: { 'data-testid': `${idPrefix}-event-${e}` } as object }} />}
                    label={INTEGRATION_EVENT_LABELS[e]}
                  />
                ))}
              </FormGroup>
              <FormHelperText>Choose at least one event.</FormHelperText>
            </FormControl>
          );
        }
        return (
          <TextField
            key={f.name}
            label={f.label}
            required={f.required}
            type={f.secret ? 'password' : 'text'}
            autoComplete={f.secret ? 'new-password' : 'off'}
            value={(value[f.name] as string | undefined) ?? ''}
            onChange={(e) => onChange({ ...value, [f.name]: e.target.value })}
            helperText={f.help}
            slotProps={{ htmlInput: { 'data-testid': `${idPrefix}-field-${f.name}` } }}
          />
        );
      })}
    </Stack>
  );
}

/** The draft as the request's config: blank optional fields left out. */
export function configOf(fields: IntegrationTemplateField[], draft: ConfigDraft): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const f of fields) {
    const v = draft[f.name];
    if (Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v.trim() !== '') config[f.name] = v;
  }
  return config;
}
