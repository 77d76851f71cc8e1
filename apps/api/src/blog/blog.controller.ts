import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { AdminGuard } from '../admin/admin.guard';
import { parseNewPostRequest } from './new-post-request';
import type { BlogPost, BlogPostSummary } from '@truth-or-dare/room-protocol';
import { BlogService, EmptyPostError, type CreatedBlogPost } from './blog.service';

const blogNotFound = () => new NotFoundException('Blog not found.');
/** Post ids are positive integers that fit PostgreSQL's integer column. */
const MAX_POST_ID = 2_147_483_647;

/** The blog calls of the HTTP contract; posting and deleting need the admin token. */
@Controller('api/blogs')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  list(): Promise<BlogPostSummary[]> {
    return this.blog.listPosts();
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
      throw error;
    }
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  async delete(@Param('id') id: string): Promise<{ deleted: number }> {
    const postId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
    if (!(postId <= MAX_POST_ID) || !(await this.blog.deletePost(postId))) throw blogNotFound();
    return { deleted: postId };
  }
}
