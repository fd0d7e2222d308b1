/**
 * The platform's content sealer for institutions (platform/sealing): what a member writes is sealed
 * under their institution's live data key while its configuration has data encryption on, and left
 * as it is otherwise (content written while the switch was off stays as it was: events do not
 * change). Registered at module init.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type ContentSealer, ContentSealing } from '../../../../platform/sealing/content-sealing.js';
import { sealText } from '../../../../platform/sealing/sealed-text.js';
import { MembershipOfUserQuery } from '../ports.js';
import { SecurityConfigs } from '../security-config/security-configs.js';
import { DataKeys } from './data-keys.js';

@Injectable()
export class InstitutionSealer implements ContentSealer, OnModuleInit {
  constructor(
    @Inject(ContentSealing) private readonly sealing: ContentSealing,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(SecurityConfigs) private readonly configs: SecurityConfigs,
    @Inject(DataKeys) private readonly dataKeys: DataKeys,
  ) {}

  onModuleInit(): void {
    this.sealing.register(this);
  }

  async sealForUser(userId: string, text: string): Promise<string> {
    const member = await this.queryBus.execute(new MembershipOfUserQuery(userId));
    return member ? this.sealForInstitution(member.institutionId, text) : text;
  }

  async sealForInstitution(institutionId: string, text: string): Promise<string> {
    if (!(await this.configs.of(institutionId)).dataEncryption) return text;
    const { id, key } = await this.dataKeys.liveKey(institutionId);
    return sealText(key, id, text);
  }

  async sealSecretForInstitution(institutionId: string, text: string): Promise<string> {
    const { id, key } = await this.dataKeys.liveKey(institutionId);
    return sealText(key, id, text);
  }

  keys(keyIds: readonly string[]): Promise<Map<string, Buffer>> {
    return this.dataKeys.keys(keyIds);
  }
}
