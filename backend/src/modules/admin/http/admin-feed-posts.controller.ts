import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { PublicResponseCache } from '../../../platform/http/public-cache';
import type { UserView } from '../../identity/domain/user';
import { CreateFeedPost } from '../application/create-feed-post';
import { DeleteFeedPost } from '../application/delete-feed-post';
import { ListFeedPosts } from '../application/list-feed-posts';
import { CreateFeedPostDto } from './create-feed-post.dto';
import { PositiveIdParam } from './positive-id.param';

/** The public route whose replayed answer must go once the stored posts change. */
const PUBLIC_FEED_PATH = '/api/twitter/feed';

/** The Feed tab of /admin (D6, D10): admins only, 401 without a session, 403 for members. */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/feed-posts')
export class AdminFeedPostsController {
  constructor(
    private readonly listFeedPosts: ListFeedPosts,
    private readonly createFeedPost: CreateFeedPost,
    private readonly deleteFeedPost: DeleteFeedPost,
    private readonly publicCache: PublicResponseCache,
  ) {}

  @Get()
  list() {
    return this.listFeedPosts.execute();
  }

  @Post()
  async create(@Req() req: Request, @Body() dto: CreateFeedPostDto) {
    const post = await this.createFeedPost.execute(dto.text, (req.user as UserView).id);
    this.publicCache.forget(PUBLIC_FEED_PATH);
    return post;
  }

  @Delete(':id')
  @ApiParam({ name: 'id', type: 'integer' })
  @HttpCode(HttpStatus.NO_CONTENT)
  async delete(@Req() req: Request, @PositiveIdParam('Feed post') id: number): Promise<void> {
    await this.deleteFeedPost.execute(id, (req.user as UserView).id);
    this.publicCache.forget(PUBLIC_FEED_PATH);
  }
}
