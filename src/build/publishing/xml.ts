const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text and attribute values for XML (sitemap, feeds). */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char]!);
}
