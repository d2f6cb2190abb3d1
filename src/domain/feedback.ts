/** The candidate portal's feedback ratings (spec 2: "rating from poor to great"). */

/** Poor (1) to great (5). */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
