import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPostEntity } from './blog-post.entity';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';

/** The blog: the five built-in posts (seeded by a migration) and the admin's. Needs SecretsModule for the admin guard. */
@Module({
  imports: [TypeOrmModule.forFeature([BlogPostEntity])],
  controllers: [BlogController],
  providers: [BlogService],
  exports: [BlogService],
})
export class BlogModule {}
