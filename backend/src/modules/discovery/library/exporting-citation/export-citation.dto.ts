import { CITATION_FORMAT_IDS, type CitationFormatId } from '@scholarlens/contracts';
import { IsIn } from 'class-validator';

/** Body of POST /api/papers/:id/citation-export. */
export class ExportCitationDto {
  @IsIn(CITATION_FORMAT_IDS)
  format: CitationFormatId;
}
