import { IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';

/** Body of POST /api/integrations/connect (spec inst §7: templateId, config); the config is checked against its template in the handler. */
export class ConnectIntegrationDto {
  @IsString({ message: 'templateId must be a string' })
  @IsNotEmpty({ message: 'templateId must not be empty' })
  @MaxLength(40, { message: 'templateId must be at most 40 characters' })
  templateId!: string;

  @IsObject({ message: 'config must be an object' })
  config!: Record<string, unknown>;
}
