/** Reviews as the public API and the product page read them (design §12). */
export type ReviewSummary = {
  /** mean of the published reviews, one decimal; 0 when there are none */
  rating: number;
  count: number;
  /** published reviews with 1, 2, 3, 4 and 5 stars, in that order */
  histogram: [number, number, number, number, number];
};

export type ReviewDto = {
  id: number;
  rating: number;
  title: string | null;
  text: string | null;
  authorName: string;
  /** every review is from a buyer whose line was delivered */
  verifiedBuyer: true;
  /** the pack bought ("250 g"); null when the product has one pack or the line is gone */
  packLabel: string | null;
  createdAt: string;
  /** set when the author changed it after writing */
  editedAt: string | null;
  helpfulCount: number;
  /** approved photos only */
  photos: { url: string }[];
  reply: { text: string; at: string } | null;
};

export type ReviewPage = { items: ReviewDto[]; page: number; size: number; total: number; summary: ReviewSummary };

/** The signed-in shopper's standing on one product: may they write, and their review if written (any status). */
export type MyReviewJson = {
  canReview: boolean;
  /** why not, when they cannot (REVIEW_MESSAGES.onlyBuyers) */
  reason: string | null;
  review: (ReviewDto & { status: 'PUBLISHED' | 'HIDDEN'; pendingPhotos: number }) | null;
};
