/**
 * What staff send to moderate a review (design §12), shared by the admin routes and the back-office
 * dialogs: the list's filters, publish or hide (a reason is required to hide), and the one public reply.
 * Client-safe: no database here.
 */
import { z } from 'zod';
import { pagingQuery, searchText } from '../validation/paging';

export const MODERATION_MESSAGES = {
  reasonRequired: 'Give a reason for hiding this review.',
  reasonLength: 'The reason can be at most 300 characters.',
  replyRequired: 'Write the reply first.',
  replyLength: 'The reply can be at most 1,000 characters.',
} as const;

export const REVIEW_STATUS_FILTERS = ['PUBLISHED', 'HIDDEN', 'PHOTOS_PENDING', 'REPORTED'] as const;
export type ReviewStatusFilter = (typeof REVIEW_STATUS_FILTERS)[number];

export const reviewAdminQuery = pagingQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REVIEW_STATUS_FILTERS).optional()),
  q: searchText,
});
export type ReviewAdminQuery = z.output<typeof reviewAdminQuery>;

/** Plain text as typed: control characters go (a newline stays), the page escapes the rest. */
const plain = (v: unknown) => (typeof v === 'string' ? v.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim() : v);

export const moderateReviewSchema = z
  .object({
    action: z.enum(['publish', 'hide'], { error: 'Choose publish or hide.' }),
    reason: z.preprocess(plain, z.string().max(300, MODERATION_MESSAGES.reasonLength).optional()),
    /** with publish: these pending photos are rejected instead of approved */
    rejectPhotoIds: z.array(z.number().int().positive()).max(20).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'hide' && !input.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MODERATION_MESSAGES.reasonRequired });
  });
export type ModerateReviewInput = z.output<typeof moderateReviewSchema>;

export const reviewReplySchema = z.object({
  text: z.preprocess(
    plain,
    z
      .string({ error: MODERATION_MESSAGES.replyRequired })
      .min(1, MODERATION_MESSAGES.replyRequired)
      .max(1000, MODERATION_MESSAGES.replyLength),
  ),
});
