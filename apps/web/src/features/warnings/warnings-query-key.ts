/** The member's unread moderation warnings, as the warning dialog loads them. */
export const warningsQueryKey = ['warnings'] as const;
