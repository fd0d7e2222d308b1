import { Global, Module } from '@nestjs/common';
import { ContentSealing } from './content-sealing.js';

/** The content-sealing registry, for every context that stores what members write (docs/ARCHITECTURE.md §15). */
@Global()
@Module({ providers: [ContentSealing], exports: [ContentSealing] })
export class SealingModule {}
