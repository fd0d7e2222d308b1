/** The admin area (the admin remote's backend): the console, catalog acquisition, course scraping and data sources. */
import { Module } from '@nestjs/common';
import { AcquisitionModule } from './acquisition/acquisition.module.js';
import { ConsoleModule } from './console/console.module.js';
import { DatabasesModule } from './databases/databases.module.js';
import { ScrapingModule } from './scraping/scraping.module.js';

@Module({ imports: [AcquisitionModule, ScrapingModule, ConsoleModule, DatabasesModule] })
export class AdminModule {}
