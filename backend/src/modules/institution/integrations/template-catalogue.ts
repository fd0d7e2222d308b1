/**
 * The integration templates (spec inst §3 "Integration template"), served by GET
 * /api/integrations/templates: what each connects to, how long its setup takes, who supports it,
 * the fields its configuration needs (which of them are secrets) and the pipeline sources it can
 * receive. `validateConfig` checks a configuration against its template, naming the field.
 */
import {
  INTEGRATION_EVENTS,
  type IntegrationCategory,
  type IntegrationEventName,
  type IntegrationTemplate,
  type IntegrationTemplateField,
  type PipelineSource,
  type SyncFrequency,
} from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';

export type TemplateId = 'zotero' | 'webhook' | 'slack' | 'teams' | 'canvas' | 's3' | 'orcid';

export interface TemplateDefinition extends Omit<IntegrationTemplate, 'popularity'> {
  id: TemplateId;
  /** Sources a pipeline into this destination may read. */
  accepts: readonly PipelineSource[];
  /** Event-driven templates receive the events of INTEGRATION_EVENTS their configuration names. */
  eventDriven: boolean;
}

const field = (name: string, label: string, kind: IntegrationTemplateField['kind'], help: string, required = true): IntegrationTemplateField => ({
  name,
  label,
  kind,
  required,
  secret: kind === 'secret',
  help,
});
const eventsField = field('events', 'Events', 'events', `Which events to send: ${INTEGRATION_EVENTS.join(', ')}`);

export const TEMPLATES: readonly TemplateDefinition[] = [
  {
    id: 'zotero',
    name: 'Zotero',
    provider: 'Zotero',
    category: 'citation',
    description: "Pushes the papers your teams share (team libraries, chat shares) and your courses' reading lists into a Zotero group library.",
    setupTime: '5 minutes',
    supportLevel: 'official',
    features: ['Team libraries to a Zotero group', 'Course reading lists', 'Idempotent re-sync'],
    dataFlow: { incoming: false, outgoing: true },
    fields: [
      field('groupId', 'Group ID', 'text', 'The numeric id of the Zotero group (zotero.org/groups/<id>)'),
      field('apiKey', 'API key', 'secret', 'A Zotero API key with write access to the group (zotero.org/settings/keys)'),
    ],
    syncDoes: 'Adds every shared paper and reading-list paper not yet in the group as a Zotero preprint item tagged scholarlens:<paper id>.',
    accepts: ['team-library-shares', 'course-reading-lists'],
    eventDriven: false,
  },
  {
    id: 'webhook',
    name: 'Signed webhook',
    provider: 'ScholarLens',
    category: 'collaboration',
    description: 'POSTs the events you choose as JSON to your URL, signed with HMAC-SHA256 (X-ScholarLens-Signature) and retried with backoff.',
    setupTime: '2 minutes',
    supportLevel: 'official',
    features: ['HMAC-SHA256 signature', 'Delivery id per event', 'Retries with backoff', 'Delivery log'],
    dataFlow: { incoming: false, outgoing: true },
    fields: [
      field('url', 'Payload URL', 'url', 'Where events are POSTed (http or https)'),
      field('secret', 'Signing secret', 'secret', 'At least 16 characters; the receiver checks X-ScholarLens-Signature with it'),
      eventsField,
    ],
    syncDoes: 'Sends a signed ping event.',
    accepts: [],
    eventDriven: true,
  },
  {
    id: 'slack',
    name: 'Slack',
    provider: 'Slack',
    category: 'collaboration',
    description: 'Posts the events you choose as readable messages to a Slack channel through an incoming webhook.',
    setupTime: '3 minutes',
    supportLevel: 'official',
    features: ['Readable event messages', 'Retries with backoff', 'Delivery log'],
    dataFlow: { incoming: false, outgoing: true },
    fields: [field('webhookUrl', 'Incoming webhook URL', 'secret', 'https://hooks.slack.com/services/…'), eventsField],
    syncDoes: 'Posts a test message.',
    accepts: [],
    eventDriven: true,
  },
  {
    id: 'teams',
    name: 'Microsoft Teams',
    provider: 'Microsoft',
    category: 'collaboration',
    description: 'Posts the events you choose as message cards to a Microsoft Teams channel through its incoming webhook.',
    setupTime: '3 minutes',
    supportLevel: 'official',
    features: ['Message cards', 'Retries with backoff', 'Delivery log'],
    dataFlow: { incoming: false, outgoing: true },
    fields: [field('webhookUrl', 'Incoming webhook URL', 'secret', 'The URL the channel\'s Incoming Webhook connector gives'), eventsField],
    syncDoes: 'Posts a test message card.',
    accepts: [],
    eventDriven: true,
  },
  {
    id: 'canvas',
    name: 'Canvas LMS',
    provider: 'Instructure',
    category: 'lms',
    description: 'Publishes your published ScholarLens courses (modules and reading lists) into a Canvas course through the Canvas REST API.',
    setupTime: '10 minutes',
    supportLevel: 'premium',
    features: ['Modules', 'Reading lists as links', 'Idempotent re-publish'],
    dataFlow: { incoming: false, outgoing: true },
    fields: [
      field('baseUrl', 'Canvas URL', 'url', 'Your Canvas address, e.g. https://canvas.university.edu'),
      field('courseId', 'Canvas course ID', 'text', 'The id in /courses/<id> of the Canvas course to publish into'),
      field('accessToken', 'Access token', 'secret', 'A Canvas access token of a teacher of that course'),
      field('courseCode', 'ScholarLens course code', 'text', 'Publish only the published course with this code (e.g. CS 590); blank publishes every published course', false),
    ],
    syncDoes: 'Creates a Canvas module per ScholarLens module (with its reading list) that the Canvas course does not have yet, for the course code set or every published course.',
    accepts: ['published-courses'],
    eventDriven: false,
  },
  {
    id: 's3',
    name: 'S3-compatible storage',
    provider: 'Amazon S3 / MinIO',
    category: 'storage',
    description: 'Writes exports (the security audit log as CSV; analytics exports once available) to a bucket of any S3-compatible storage.',
    setupTime: '5 minutes',
    supportLevel: 'official',
    features: ['Scheduled exports', 'Any S3-compatible endpoint', 'Dated object keys'],
    dataFlow: { incoming: false, outgoing: true },
    fields: [
      field('endpoint', 'Endpoint', 'url', 'https://s3.<region>.amazonaws.com, or your MinIO address'),
      field('region', 'Region', 'text', 'e.g. eu-west-1'),
      field('bucket', 'Bucket', 'text', 'The bucket exports are written to'),
      field('prefix', 'Key prefix', 'text', 'Optional folder for the objects, e.g. scholarlens/', false),
      field('accessKeyId', 'Access key ID', 'secret', 'An access key allowed to write to the bucket'),
      field('secretAccessKey', 'Secret access key', 'secret', 'Its secret'),
    ],
    syncDoes: 'Writes the security audit log export as a dated CSV object.',
    accepts: ['analytics-report', 'security-audit-log'],
    eventDriven: false,
  },
  {
    id: 'orcid',
    name: 'ORCID',
    provider: 'ORCID',
    category: 'library',
    description: "Reads your members' works from their public ORCID records and links them to the institution.",
    setupTime: '2 minutes',
    supportLevel: 'community',
    features: ['Public ORCID API', 'Works with DOIs', 'Scheduled refresh'],
    dataFlow: { incoming: true, outgoing: false },
    fields: [field('orcidIds', 'ORCID iDs', 'text', "Members' ORCID iDs, separated by commas (0000-0000-0000-0000)")],
    syncDoes: "Reads each listed ORCID record's works and links them; in analytics, a member who linked the same iD gets the institution's works with those DOIs counted for their department.",
    accepts: ['member-orcid-works'],
    eventDriven: false,
  },
];

export function templateOf(id: string): TemplateDefinition | undefined {
  return TEMPLATES.find((t) => t.id === id);
}

export function templatesIn(category: IntegrationCategory | 'all'): readonly TemplateDefinition[] {
  return category === 'all' ? TEMPLATES : TEMPLATES.filter((t) => t.category === category);
}

export type ConfigValue = string | string[];
export interface CheckedConfig {
  /** Fields shown back (non-secret). */
  plain: Record<string, ConfigValue>;
  /** Secret fields, as typed: sealed before they reach an event. */
  secrets: Record<string, string>;
}

/** Whether a field holds an address the service is called at (a URL field, or a secret URL such as Slack's webhook URL). */
export const isAddressField = (f: IntegrationTemplateField): boolean => f.kind === 'url' || (f.secret && f.name.toLowerCase().endsWith('url'));

const ORCID_ID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
/** What a stored secret is shown as; sent back unchanged by the Configure dialog, it keeps the stored secret. */
export const MASK = '••••••••';

/**
 * Checks `config` against the template: every field known, required fields present, each value of
 * its kind. `keepSecrets`: configuring an existing integration, where a missing or masked secret
 * keeps the stored one. Throws 400 naming `config.<field>`.
 */
export function validateConfig(t: TemplateDefinition, config: Record<string, unknown>, keepSecrets = false): CheckedConfig {
  const plain: Record<string, ConfigValue> = {};
  const secrets: Record<string, string> = {};
  const bad = (name: string, rule: string) => new DomainError('invalid', `config.${name}: ${rule}`);
  for (const key of Object.keys(config)) {
    if (!t.fields.some((f) => f.name === key)) throw bad(key, `is not a field of ${t.name} (fields: ${t.fields.map((f) => f.name).join(', ')})`);
  }
  for (const f of t.fields) {
    const value = config[f.name];
    const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (f.secret && keepSecrets && (blank || value === MASK)) continue;
    if (blank) {
      if (f.required) throw bad(f.name, 'is required');
      continue;
    }
    if (f.kind === 'events') {
      if (!Array.isArray(value) || value.length === 0) throw bad(f.name, `must be a non-empty list of ${INTEGRATION_EVENTS.join(', ')}`);
      for (const e of value) if (!INTEGRATION_EVENTS.includes(e as IntegrationEventName)) throw bad(f.name, `${String(e).slice(0, 40)} is not one of ${INTEGRATION_EVENTS.join(', ')}`);
      plain[f.name] = [...new Set(value as string[])];
      continue;
    }
    if (typeof value !== 'string') throw bad(f.name, 'must be a string');
    const text = value.trim();
    if (text.length > 2000) throw bad(f.name, 'must be at most 2000 characters');
    if (isAddressField(f)) {
      let u: URL;
      try {
        u = new URL(text);
      } catch {
        throw bad(f.name, 'must be an http or https URL');
      }
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw bad(f.name, 'must be an http or https URL');
      if (u.username || u.password) throw bad(f.name, 'must not carry a user name or password');
    }
    if (t.id === 'zotero' && f.name === 'groupId' && !/^\d{1,12}$/.test(text)) throw bad(f.name, 'must be the numeric id of a Zotero group');
    if (t.id === 'canvas' && f.name === 'courseId' && !/^\d{1,15}$/.test(text)) throw bad(f.name, 'must be the numeric id of a Canvas course');
    if (t.id === 'webhook' && f.name === 'secret' && text.length < 16) throw bad(f.name, 'must be at least 16 characters');
    if (t.id === 'orcid' && f.name === 'orcidIds') {
      const ids = text.split(/[\s,]+/).filter(Boolean);
      if (ids.length === 0 || ids.length > 100) throw bad(f.name, 'must list 1 to 100 ORCID iDs');
      for (const id of ids) if (!ORCID_ID.test(id)) throw bad(f.name, `${id.slice(0, 40)} is not an ORCID iD (0000-0000-0000-0000)`);
      plain[f.name] = ids.join(', ');
      continue;
    }
    if (f.secret) secrets[f.name] = text;
    else plain[f.name] = text;
  }
  return { plain, secrets };
}

/** Event-driven templates deliver in real time; the others sync hourly, daily or weekly (400 naming syncFrequency otherwise). */
export function checkFrequency(t: TemplateDefinition, frequency: SyncFrequency): void {
  if (t.eventDriven && frequency !== 'real-time') throw new DomainError('invalid', `syncFrequency: ${t.name} delivers each event in real time`);
  if (!t.eventDriven && frequency === 'real-time') throw new DomainError('invalid', `syncFrequency: ${t.name} syncs hourly, daily or weekly`);
}
