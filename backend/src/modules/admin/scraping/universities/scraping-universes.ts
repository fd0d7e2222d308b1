import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { type UniversityConfig, loadUniversities } from './universities.js';

/** The configured universities, read and checked once at start (a bad list fails the boot, not a scrape). */
@Injectable()
export class ScrapingUniverses {
  private readonly universities: UniversityConfig[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.universities = loadUniversities(config.scraping);
  }

  list(): UniversityConfig[] {
    return this.universities;
  }
}
