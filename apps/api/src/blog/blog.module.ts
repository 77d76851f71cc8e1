import { Module } from '@nestjs/common';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';

/** The blog: the five built-in posts (seeded by a migration) and the admin's. Needs SecretsModule for the admin guard. */
@Module({
  controllers: [BlogController],
  providers: [BlogService],
  exports: [BlogService],
})
export class BlogModule {}
