import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Body of PUT /api/analytics/author: the caller's ORCID iD and/or OpenAlex author id; an empty string unlinks it. */
export class LinkAuthorDto {
  @IsOptional()
  @IsString({ message: 'orcid must be a string' })
  @MaxLength(60)
  orcid?: string;

  @IsOptional()
  @IsString({ message: 'openAlexAuthorId must be a string' })
  @MaxLength(60)
  openAlexAuthorId?: string;
}
