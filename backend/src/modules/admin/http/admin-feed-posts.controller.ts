import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { CurrentUser } from '../../../platform/http/current-user';
import type { UserView } from '../../identity/domain/user';
import { CreateFeedPost } from '../application/create-feed-post';
import { DeleteFeedPost } from '../application/delete-feed-post';
import { ListFeedPosts } from '../application/list-feed-posts';
import { CreateFeedPostDto } from './create-feed-post.dto';
import { PositiveIdParam } from '../../../platform/http/positive-id.param';

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

  @Get()
  list() {
    return this.listFeedPosts.execute();
  }

  @Post()
  create(@CurrentUser() admin: UserView, @Body() dto: CreateFeedPostDto) {
    return this.createFeedPost.execute(dto.text, admin.id);
  }

  @Delete(':id')
  @ApiParam({ name: 'id', type: 'integer' })
  @HttpCode(HttpStatus.NO_CONTENT)
  async delete(@CurrentUser() admin: UserView, @PositiveIdParam('Feed post') id: number): Promise<void> {
    await this.deleteFeedPost.execute(id, admin.id);
  }
}
