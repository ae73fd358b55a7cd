import 'reflect-metadata';
import { AdminReviewDeskController } from '../../admin/http/admin-review-desk.controller';
import { ReviewCommentsController } from '../http/review-comments.controller';

/** The body type Nest validates and Swagger documents for a route's parameter at `index`. */
const bodyOf = (controller: object, method: string, index: number): unknown =>
  (Reflect.getMetadata('design:paramtypes', controller, method) as unknown[])[index];

describe('the review desk’s request bodies', () => {
  it('are one class each for the writer’s and the editor’s routes, so the API document has one schema of each', () => {
    const writer = ReviewCommentsController.prototype;
    const editor = AdminReviewDeskController.prototype;
    expect(bodyOf(editor, 'reply', 3)).toBe(bodyOf(writer, 'reply', 3));
    expect(bodyOf(editor, 'resolve', 3)).toBe(bodyOf(writer, 'resolve', 3));
  });
});
