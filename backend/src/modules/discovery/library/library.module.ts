/**
 * Library (docs/ARCHITECTURE.md §3, the worked example): private notes (event-sourced: NoteAdded,
 * NoteEdited, NoteDeleted; the `notes` read model) and the server side of citation export
 * (entitlement and usage; the browser formats with citation-js), metered through the accounts
 * context's gate; and Pro users' bookmarks synced across devices (BookmarkSaved, BookmarkRemoved;
 * the `synced_bookmarks` read model).
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { AddNoteHandler } from './adding-note/add-note.handler.js';
import { DeleteNoteHandler } from './deleting-note/delete-note.handler.js';
import { EditNoteHandler } from './editing-note/edit-note.handler.js';
import { ExportCitationHandler } from './exporting-citation/export-citation.handler.js';
import { LibraryController } from './library.controller.js';
import { NotesByPaperProjection } from './notes-by-paper/notes-by-paper.projection.js';
import { NoteByIdHandler, NotesByPaperHandler } from './notes-by-paper/notes-by-paper.query.js';
import { AccountsModule } from './ports.js';
import { SyncBookmarksHandler } from './syncing-bookmarks/sync-bookmarks.handler.js';
import { SyncedBookmarksProjection } from './synced-bookmarks/synced-bookmarks.projection.js';
import { SyncedBookmarksHandler } from './synced-bookmarks/synced-bookmarks.query.js';

@Module({
  imports: [AccountsModule],
  controllers: [LibraryController],
  providers: [
    AddNoteHandler,
    EditNoteHandler,
    DeleteNoteHandler,
    NotesByPaperProjection,
    NotesByPaperHandler,
    NoteByIdHandler,
    ExportCitationHandler,
    SyncedBookmarksProjection,
    SyncedBookmarksHandler,
    SyncBookmarksHandler,
  ],
})
export class LibraryModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(NotesByPaperProjection) private readonly notes: NotesByPaperProjection,
    @Inject(SyncedBookmarksProjection) private readonly bookmarks: SyncedBookmarksProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.notes);
    this.registry.register(this.bookmarks);
  }
}
