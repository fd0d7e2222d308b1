/**
 * Library (ARCHITECTURE §3): private notes (event-sourced: NoteAdded, NoteEdited, NoteDeleted;
 * the `notes` read model) and the server side of citation export (entitlement and usage; the
 * browser formats with citation-js). Uses the AI context's MeteredUse gate for citationExport.
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projections.module.js';
import { AddNoteHandler } from './adding-note/add-note.handler.js';
import { DeleteNoteHandler } from './deleting-note/delete-note.handler.js';
import { EditNoteHandler } from './editing-note/edit-note.handler.js';
import { CitationExportController } from './exporting-citation/citation-export.controller.js';
import { ExportCitationHandler } from './exporting-citation/export-citation.handler.js';
import { NotesByPaperProjection } from './notes-by-paper/notes-by-paper.projection.js';
import { NoteByIdHandler, NotesByPaperHandler } from './notes-by-paper/notes-by-paper.query.js';
import { NotesController } from './notes.controller.js';
import { AiModule } from './ports.js';

@Module({
  imports: [AiModule],
  controllers: [NotesController, CitationExportController],
  providers: [
    AddNoteHandler,
    EditNoteHandler,
    DeleteNoteHandler,
    NotesByPaperProjection,
    NotesByPaperHandler,
    NoteByIdHandler,
    ExportCitationHandler,
  ],
})
export class LibraryModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(NotesByPaperProjection) private readonly notes: NotesByPaperProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.notes);
  }
}
