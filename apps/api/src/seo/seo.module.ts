import { type DynamicModule, Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { SeoController } from './seo.controller';

@Module({})
export class SeoModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SeoModule,
      imports: [BlogModule],
      controllers: [SeoController],
      providers: [{ provide: APP_CONFIG, useValue: config }],
    };
  }
}
