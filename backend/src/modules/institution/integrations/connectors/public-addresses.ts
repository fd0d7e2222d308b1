/**
 * The early check of the addresses an administrator gives an integration (a webhook, Slack or Teams
 * URL, a Canvas or S3 endpoint): on Connect and Configure, each is resolved and refused with 400
 * `config.<field>: must be a public address (…)` when it is, or resolves to, a private, loopback,
 * link-local or otherwise reserved address, unless INTEGRATION_ALLOW_PRIVATE_HOSTS allows it. The
 * calls themselves are guarded again when they connect (http.ts, the S3 client's agents), so a DNS
 * answer that changes afterwards cannot reach inside either.
 */
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { type Resolver, publicAddressRefusal, systemResolver } from '../../../../platform/external/http/address-guard.js';
import { type ConfigValue, type TemplateDefinition, isAddressField } from '../template-catalogue.js';

export async function assertPublicAddresses(
  template: TemplateDefinition,
  values: Record<string, ConfigValue>,
  allowPrivate: boolean,
  resolve: Resolver = systemResolver,
): Promise<void> {
  if (allowPrivate) return;
  for (const f of template.fields) {
    const value = values[f.name];
    if (!isAddressField(f) || typeof value !== 'string' || value === '') continue;
    const refusal = await publicAddressRefusal(value, resolve);
    if (refusal) throw new DomainError('invalid', `config.${f.name}: must be a public address (${refusal})`);
  }
}
