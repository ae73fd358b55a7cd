import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { CurrentUser } from '../../../platform/http/current-user';
import type { UserView } from '../../identity/domain/user';
import { CreateFeedPost } from '../application/create-feed-post';
import { DeleteFeedPost } from '../application/delete-feed-post';
import { ListFeedPosts, type AdminFeedPostsPage } from '../application/list-feed-posts';
import { CreateFeedPostDto } from './create-feed-post.dto';
import { ListFeedPostsQuery } from './list-feed-posts.query';
import { PositiveIdParam } from '../../../platform/http/positive-id.param';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CONTENT_ERRORS as E } from '../../content/domain/content.errors';

/** The Feed tab of /admin (D6, D10): admins only, 401 without a session, 403 for members. */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/feed-posts')
export class AdminFeedPostsController {
  constructor(
    private readonly listFeedPosts: ListFeedPosts,
    private readonly createFeedPost: CreateFeedPost,
    private readonly deleteFeedPost: DeleteFeedPost,
  ) {}

  /** Newest first unless sorted; ties by id. */
  @Get()
  list(@Query() query: ListFeedPostsQuery): Promise<AdminFeedPostsPage> {
    return this.listFeedPosts.execute(query.toFeedPostPageQuery());
  }

  @Post()
  @ApiErrors(E.FEED_POST_DUPLICATE)
  create(@CurrentUser() admin: UserView, @Body() dto: CreateFeedPostDto) {
    return this.createFeedPost.execute(dto.text, admin.id);
  }

  @Delete(':id')
  @ApiErrors(E.FEED_POST_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  @HttpCode(HttpStatus.NO_CONTENT)
  async delete(@CurrentUser() admin: UserView, @PositiveIdParam('Feed post') id: number): Promise<void> {
    await this.deleteFeedPost.execute(id, admin.id);
  }
}
