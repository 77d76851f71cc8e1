import { Controller, Get, Header, Inject } from '@nestjs/common';
import { BlogService } from '../blog/blog.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { robotsTxt, sitemapXml } from './site-pages';

/** `/sitemap.xml` (every public page and post in every language, admin-created ones included) and `/robots.txt`. */
@Controller()
export class SeoController {
  constructor(
    private readonly blog: BlogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get origin(): string {
    return this.config.publicUrl.replace(/\/$/, '');
  }

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'no-cache')
  async sitemap(): Promise<string> {
    return sitemapXml(this.origin, await this.blog.listPostPages());
  }

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  robots(): string {
    return robotsTxt(this.origin);
  }
}
