/**
 * The longest the company keeps a person's data after the last contact, in months (spec section 9:
 * "data retention per privacy text at most 18 months"). The privacy policy and the facts strip of
 * the companies' pages both read it.
 */
export const dataRetentionMonthsAtMost = 18;
