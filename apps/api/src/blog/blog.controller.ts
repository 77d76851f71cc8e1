import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import type { BlogPost, BlogPostSummary, CreatedBlogPost } from '@truth-or-dare/room-protocol';
import { AdminGuard } from '../admin/admin.guard';
import { parseNewPostRequest } from './new-post-request';
import { isPostId } from './post-id';
import { parsePostLanguage } from './post-language';
import { BlogService, EmptyPostError } from './blog.service';
import { OriginalNotFoundError, VersionExistsError } from './translation-target';

const blogNotFound = () => new NotFoundException('Blog not found.');

/** The blog calls of the HTTP contract; posting and deleting need the admin token. */
@Controller('api/blogs')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  /** `?language=` lists that language's posts (English without it; a language the site does not speak is a 400). */
  @Get()
  list(@Query('language') language: unknown): Promise<BlogPostSummary[]> {
    return this.blog.listPosts(parsePostLanguage(language));
  }

  @Get(':slug')
  async read(@Param('slug') slug: string): Promise<BlogPost> {
    const post = await this.blog.findBySlug(slug);
    if (!post) throw blogNotFound();
    return post;
  }

  @Post()
  @HttpCode(201)
  @UseGuards(AdminGuard)
  async create(@Body() body: unknown): Promise<{ post: CreatedBlogPost }> {
    const request = parseNewPostRequest(body);
    try {
      return { post: await this.blog.createPost(request) };
    } catch (error) {
      if (error instanceof EmptyPostError) throw new BadRequestException(error.message);
      if (error instanceof OriginalNotFoundError || error instanceof VersionExistsError)
        throw new ConflictException(error.message);
      throw error;
    }
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  async delete(@Param('id') id: string): Promise<{ deleted: number }> {
    const postId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
    if (!isPostId(postId) || !(await this.blog.deletePost(postId))) throw blogNotFound();
    return { deleted: postId };
  }
}
