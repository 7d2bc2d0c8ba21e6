/** The four DISC styles, in the order the site shows them. */
export const discStyles = ['D', 'I', 'S', 'C'] as const;
export type DiscStyle = (typeof discStyles)[number];
